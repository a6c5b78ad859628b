export interface DiagramNodes {
  checkout: string;
  dashboard: string;
  revenue: string;
  analytics: string;
  support: string;
  product: string;
  customer: string;
}

const inputs = ["checkout", "dashboard", "revenue", "analytics", "support"] as const;

/**
 * Five building blocks flowing into the product, then to the customer. Drawn twice, wide (left
 * to right) and narrow (top to bottom), so the labels stay legible from 360 px up; the caption
 * says the same thing in words for assistive technology. No ids, so it can appear anywhere.
 */
export function ConnectionDiagram({ nodes, caption }: { nodes: DiagramNodes; caption: string }) {
  return (
    <figure data-reveal className="mx-auto max-w-5xl">
      <svg
        viewBox="0 0 960 444"
        className="hidden h-auto w-full sm:block"
        aria-hidden="true"
        fontFamily="inherit"
      >
        {inputs.map((key, i) => {
          const y = 20 + i * 88;
          return (
            <g key={key}>
              <path
                d={`M250 ${y + 25} C 340 ${y + 25}, 340 221, 420 221`}
                fill="none"
                stroke="#aaa6ff"
                strokeWidth="2.5"
                strokeDasharray="6 6"
              />
              <rect
                x="10"
                y={y}
                width="240"
                height="50"
                rx="14"
                fill="#fff"
                stroke="#cbc8ff"
                strokeWidth="2"
              />
              <circle cx="36" cy={y + 25} r="6" fill={i % 2 ? "#34dcae" : "#6c63ff"} />
              <text x="54" y={y + 31} fontSize="18" fontWeight="700" fill="#0b1022">
                {nodes[key]}
              </text>
            </g>
          );
        })}
        <rect x="420" y="161" width="240" height="120" rx="24" fill="#131a36" />
        <text x="540" y="229" fontSize="22" fontWeight="800" fill="#fff" textAnchor="middle">
          {nodes.product}
        </text>
        <path d="M660 221 H 760" stroke="#34dcae" strokeWidth="3" />
        <polygon points="760,212 776,221 760,230" fill="#34dcae" />
        <rect x="780" y="181" width="170" height="80" rx="40" fill="#e4e2ff" />
        <text x="865" y="228" fontSize="18" fontWeight="800" fill="#332a9c" textAnchor="middle">
          {nodes.customer}
        </text>
      </svg>
      <svg viewBox="0 0 340 620" className="h-auto w-full sm:hidden" aria-hidden="true">
        {inputs.map((key, i) => {
          const y = 10 + i * 62;
          return (
            <g key={key}>
              <path
                d={`M300 ${y + 24} C 330 ${y + 24}, 330 390, 170 390`}
                fill="none"
                stroke="#aaa6ff"
                strokeWidth="2"
                strokeDasharray="5 5"
              />
              <rect
                x="20"
                y={y}
                width="280"
                height="48"
                rx="14"
                fill="#fff"
                stroke="#cbc8ff"
                strokeWidth="2"
              />
              <circle cx="44" cy={y + 24} r="6" fill={i % 2 ? "#34dcae" : "#6c63ff"} />
              <text x="62" y={y + 30} fontSize="17" fontWeight="700" fill="#0b1022">
                {nodes[key]}
              </text>
            </g>
          );
        })}
        <rect x="50" y="340" width="240" height="100" rx="22" fill="#131a36" />
        <text x="170" y="397" fontSize="20" fontWeight="800" fill="#fff" textAnchor="middle">
          {nodes.product}
        </text>
        <path d="M170 440 V 516" stroke="#34dcae" strokeWidth="3" />
        <polygon points="161,516 170,532 179,516" fill="#34dcae" />
        <rect x="70" y="536" width="200" height="72" rx="36" fill="#e4e2ff" />
        <text x="170" y="579" fontSize="18" fontWeight="800" fill="#332a9c" textAnchor="middle">
          {nodes.customer}
        </text>
      </svg>
      <figcaption className="sr-only">{caption}</figcaption>
    </figure>
  );
}
