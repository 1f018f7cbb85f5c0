import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Decorative 24×24 line icon; hidden from assistive technology (the text next to it carries the meaning). */
function Icon({ children, className, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}

export function BoltIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
    </Icon>
  );
}

export function PlugIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 2v5M15 2v5M12 18v4" />
      <path d="M6 7h12v4a6 6 0 0 1-12 0V7Z" />
    </Icon>
  );
}

export function BreakerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="6" y="2.5" width="12" height="19" rx="2" />
      <rect x="10" y="6.5" width="4" height="6" rx="1" />
      <path d="M12 16v2" />
    </Icon>
  );
}

export function ContactorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="5" width="14" height="14" rx="2" />
      <path d="M9 2v3M15 2v3M9 19v3M15 19v3" />
      <circle cx="12" cy="12" r="2.5" />
    </Icon>
  );
}

export function BulbIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 18h6M10 22h4" />
      <path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.2 1 2V18h6v-1.3c0-.8.4-1.5 1-2A7 7 0 0 0 12 2Z" />
    </Icon>
  );
}

export function WrenchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4 2.5-2.5a4 4 0 0 0-1.6.2Z" />
    </Icon>
  );
}

export function HardHatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 18h20" />
      <path d="M4 18v-2a8 8 0 0 1 16 0v2" />
      <path d="M10 8.5V5h4v3.5" />
    </Icon>
  );
}

export function PanelIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="2.5" width="16" height="19" rx="2" />
      <path d="M8 7h8M8 11h8M8 15h8M8 18.5h3" />
    </Icon>
  );
}

export function ConduitIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 6h12a6 6 0 0 1 6 6v10" />
      <path d="M2 11h12a1 1 0 0 1 1 1v10" />
      <path d="M6 6v5M17.5 16h5" />
    </Icon>
  );
}

export function GearIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="3" />
      <circle cx="12" cy="12" r="6.5" />
      <path d="M12 2v3.5M12 18.5V22M2 12h3.5M18.5 12H22M4.9 4.9l2.5 2.5M16.6 16.6l2.5 2.5M4.9 19.1l2.5-2.5M16.6 7.4l2.5-2.5" />
    </Icon>
  );
}

export function ClipboardListIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="4" width="14" height="18" rx="2" />
      <path d="M9 2.5h6v3H9z" />
      <path d="M9 11h6M9 15h6M9 19h3" />
    </Icon>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m22 2-11 11" />
      <path d="M22 2 15 22l-4-9-9-4 20-7Z" />
    </Icon>
  );
}

export function BadgeCheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20.5 20.5-4.5-4.5" />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m9 5 7 7-7 7" />
    </Icon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m15 5-7 7 7 7" />
    </Icon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />
    </Icon>
  );
}

export function TagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </Icon>
  );
}

export function GaugeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 17a9 9 0 1 1 17 0" />
      <path d="m12 13 4-5" />
      <circle cx="12" cy="13" r="1.5" />
    </Icon>
  );
}

export function SwitchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <rect x="9" y="7" width="6" height="10" rx="1.5" />
      <path d="M9 12h6" />
    </Icon>
  );
}

export function MotorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="7" width="13" height="10" rx="2" />
      <path d="M16 12h5M7 7V5h5v2M7 17v2M12 17v2M6.5 10.5v3M9.5 10.5v3M12.5 10.5v3" />
    </Icon>
  );
}

export function ConnectorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 12h5M17 12h5" />
      <rect x="7" y="8" width="10" height="8" rx="2" />
      <path d="M10 8v8M14 8v8" />
    </Icon>
  );
}

export function TapeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="12" r="7" />
      <circle cx="10" cy="12" r="2.5" />
      <path d="M10 19h11.5" />
    </Icon>
  );
}
