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
        <InputNodes
          nodes={nodes}
          layout={{ x: 10, width: 240, top: 20, step: 88, height: 50, fontSize: 18 }}
          curve={(y) => `M250 ${y} C 340 ${y}, 340 221, 420 221`}
        />
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
        <InputNodes
          nodes={nodes}
          layout={{ x: 20, width: 280, top: 10, step: 62, height: 48, fontSize: 17 }}
          curve={(y) => `M300 ${y} C 330 ${y}, 330 390, 170 390`}
        />
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

interface Layout {
  x: number;
  width: number;
  top: number;
  step: number;
  height: number;
  fontSize: number;
}

/** The five input boxes, each with a dashed curve (from its middle) into the product. */
function InputNodes({
  nodes,
  layout,
  curve,
}: {
  nodes: DiagramNodes;
  layout: Layout;
  curve: (middleY: number) => string;
}) {
  const { x, width, top, step, height, fontSize } = layout;
  return inputs.map((key, i) => {
    const y = top + i * step;
    const middle = y + height / 2;
    return (
      <g key={key}>
        <path
          d={curve(middle)}
          fill="none"
          stroke="#aaa6ff"
          strokeWidth="2.5"
          strokeDasharray="6 6"
        />
        <rect
          x={x}
          y={y}
          width={width}
          height={height}
          rx="14"
          fill="#fff"
          stroke="#cbc8ff"
          strokeWidth="2"
        />
        <circle cx={x + 26} cy={middle} r="6" fill={i % 2 ? "#34dcae" : "#6c63ff"} />
        <text x={x + 44} y={middle + 6} fontSize={fontSize} fontWeight="700" fill="#0b1022">
          {nodes[key]}
        </text>
      </g>
    );
  });
}
