import { Icon } from "../../components/ui/icons.tsx";

export const DownloadIcon = () => (
  <Icon size={18}>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
  </Icon>
);
