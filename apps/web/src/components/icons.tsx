import {
  IconBell,
  IconCheck,
  IconChevronDown,
  IconFileTypePdf,
  IconHeart,
  IconHelp,
  IconMenu2,
  IconMessage,
  IconMinus,
  IconPaperclip,
  IconPlus,
  IconShoppingCart,
  IconSearch,
  type IconProps,
  type TablerIcon,
} from '@tabler/icons-react';

/**
 * The shell's line icons: Tabler's, imported one by one so only these reach the bundle, drawn with the
 * house stroke (heavier, square ends) and hidden from screen readers (the buttons around them carry the label).
 */
function houseIcon(Tabler: TablerIcon) {
  function HouseIcon(props: IconProps) {
    return (
      <Tabler
        size={20}
        stroke={2.25}
        strokeLinecap="square"
        strokeLinejoin="miter"
        aria-hidden="true"
        focusable="false"
        {...props}
      />
    );
  }
  HouseIcon.displayName = Tabler.displayName;
  return HouseIcon;
}

export const BellIcon = houseIcon(IconBell);
export const MessageIcon = houseIcon(IconMessage);
export const HeartIcon = houseIcon(IconHeart);
export const SearchIcon = houseIcon(IconSearch);
export const CheckIcon = houseIcon(IconCheck);
export const ChevronDownIcon = houseIcon(IconChevronDown);
export const PlusIcon = houseIcon(IconPlus);
export const MenuIcon = houseIcon(IconMenu2);
export const MinusIcon = houseIcon(IconMinus);
export const CartIcon = houseIcon(IconShoppingCart);
export const HelpIcon = houseIcon(IconHelp);
export const PaperclipIcon = houseIcon(IconPaperclip);
export const PdfIcon = houseIcon(IconFileTypePdf);
