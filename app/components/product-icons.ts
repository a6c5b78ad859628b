import {
  Coins,
  Landmark,
  type LucideIcon,
  RefreshCcw,
  ShoppingBag,
  TicketPercent,
} from "lucide-react";
import type { ProductId } from "#app/config/pages";

export const productIcons: Record<ProductId, LucideIcon> = {
  cross: ShoppingBag,
  cashback: Coins,
  decline: RefreshCcw,
  iso: Landmark,
  platform: TicketPercent,
};
