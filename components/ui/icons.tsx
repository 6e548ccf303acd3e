import {
  ArrowLeft as arrowLeftIcon,
  Award as awardIcon,
  Check as checkIcon,
  CheckCircle2 as checkCircle2Icon,
  ChevronDown as chevronDownIcon,
  ChevronLeft as chevronLeftIcon,
  ChevronRight as chevronRightIcon,
  Clock as clockIcon,
  Construction as constructionIcon,
  CreditCard as creditCardIcon,
  ExternalLink as externalLinkIcon,
  Filter as filterIcon,
  Grid3X3 as grid3X3Icon,
  Headset as headsetIcon,
  Heart as heartIcon,
  List as listIcon,
  Mail as mailIcon,
  MapPin as mapPinIcon,
  Menu as menuIcon,
  Minus as minusIcon,
  Package as packageIcon,
  Phone as phoneIcon,
  Plus as plusIcon,
  Printer as printerIcon,
  RotateCcw as rotateCcwIcon,
  Search as searchIcon,
  Send as sendIcon,
  Share2 as share2Icon,
  ShieldCheck as shieldCheckIcon,
  ShieldOff as shieldOffIcon,
  ShoppingCart as shoppingCartIcon,
  Trash2 as trash2Icon,
  Truck as truckIcon,
  X as xIcon,
  type IconNode,
} from 'lucide';
import type { SVGProps } from 'react';
import { shapes } from './icon-shapes';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/** Lucide's outline, as attributes: for an icon drawn where the store's stylesheet may not reach (a sprite's symbol). */
export const outline = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * Lucide's icons drawn as plain SVG by the server, from lucide's framework-free package. lucide-react's
 * components render through a client component (`Icon`, marked 'use client' since lucide-react 1.0), which puts
 * its renderer and every icon's paths into each page's JavaScript and hydrates every icon; drawn here, an icon
 * costs its markup and nothing else. The names and paths are lucide's; its outline (no fill, a round 2-unit
 * stroke in the text's colour) is the `icon` class (app/globals.css) rather than five attributes on every icon, in
 * the page and again in what hydrates it.
 */
function lucide(node: IconNode) {
  LucideSvg.node = node;
  function LucideSvg({ size = 24, className, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className={className ? `icon ${className}` : 'icon'}
        {...props}
      >
        {shapes(node)}
      </svg>
    );
  }
  return LucideSvg;
}

export const ArrowLeft = lucide(arrowLeftIcon);
export const Award = lucide(awardIcon);
export const Check = lucide(checkIcon);
export const CheckCircle2 = lucide(checkCircle2Icon);
export const ChevronDown = lucide(chevronDownIcon);
export const ChevronLeft = lucide(chevronLeftIcon);
export const ChevronRight = lucide(chevronRightIcon);
export const Clock = lucide(clockIcon);
export const Construction = lucide(constructionIcon);
export const CreditCard = lucide(creditCardIcon);
export const ExternalLink = lucide(externalLinkIcon);
export const Filter = lucide(filterIcon);
export const Grid3X3 = lucide(grid3X3Icon);
export const Headset = lucide(headsetIcon);
export const Heart = lucide(heartIcon);
export const List = lucide(listIcon);
export const Mail = lucide(mailIcon);
export const MapPin = lucide(mapPinIcon);
export const Menu = lucide(menuIcon);
export const Minus = lucide(minusIcon);
export const Package = lucide(packageIcon);
export const Phone = lucide(phoneIcon);
export const Plus = lucide(plusIcon);
export const Printer = lucide(printerIcon);
export const RotateCcw = lucide(rotateCcwIcon);
export const Search = lucide(searchIcon);
export const Send = lucide(sendIcon);
export const Share2 = lucide(share2Icon);
export const ShieldCheck = lucide(shieldCheckIcon);
export const ShieldOff = lucide(shieldOffIcon);
export const ShoppingCart = lucide(shoppingCartIcon);
export const Trash2 = lucide(trash2Icon);
export const Truck = lucide(truckIcon);
export const X = lucide(xIcon);
