import { Icon, outlineIcon, type IconProps } from "../../components/ui/icons.tsx";

/** Icons of the cart, drawn with the shared outline. */

export const TrashIcon = outlineIcon("M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3");

export const CheckIcon = outlineIcon("m5 12.5 4.5 4.5L19 7.5");

export const NoteIcon = outlineIcon("M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4");

export const TicketIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4V8ZM14 6v12"
      strokeDasharray="0"
    />
  </Icon>
);

export const StoreIcon = outlineIcon(
  "M4 10v10h16V10M3 6l2-3h14l2 3v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0V6ZM10 20v-5h4v5",
);
