import { Backpack, Footprints, Glasses, type LucideIcon, Shirt } from "lucide-react";
import type { ProductId } from "./sample-order";

const art: Record<ProductId, { Icon: LucideIcon; tint: string }> = {
  sweater: { Icon: Shirt, tint: "from-[#efebe4] to-[#ddd5c8] text-[#5a5043]" },
  sneakers: { Icon: Footprints, tint: "from-[#e7f0ec] to-[#cfe3da] text-[#2f5a4a]" },
  sunglasses: { Icon: Glasses, tint: "from-[#f4ebe1] to-[#e6d2bd] text-[#6b4424]" },
  backpack: { Icon: Backpack, tint: "from-[#e5eee6] to-[#c9dccb] text-[#2e5433]" },
};

interface Props {
  product: ProductId;
  /** Shown as a badge (the sidebar's style); its text is given to screen readers elsewhere. */
  quantity?: number;
  size?: "md" | "lg";
}

/** A product's picture: a drawn illustration, no image file to load. */
export function ProductThumb({ product, quantity, size = "md" }: Props) {
  const { Icon, tint } = art[product];
  return (
    <span
      aria-hidden="true"
      className={`relative grid shrink-0 place-items-center rounded-xl border border-ink-900/10 bg-gradient-to-br ${tint} ${
        size === "lg" ? "size-20" : "size-16"
      }`}
    >
      <Icon size={size === "lg" ? 34 : 28} strokeWidth={1.5} />
      {quantity !== undefined && (
        <span className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-ink-700 text-xs font-bold text-white">
          {quantity}
        </span>
      )}
    </span>
  );
}
