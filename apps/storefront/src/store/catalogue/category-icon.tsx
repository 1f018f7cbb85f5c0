import type { JSX, SVGProps } from 'react';
import {
  BoltIcon,
  BreakerIcon,
  ConduitIcon,
  ConnectorIcon,
  ContactorIcon,
  BulbIcon,
  GaugeIcon,
  GearIcon,
  HardHatIcon,
  MotorIcon,
  PanelIcon,
  PlugIcon,
  SwitchIcon,
  TapeIcon,
  WrenchIcon,
} from '@/shared/ui/icons';

type IconComponent = (props: Omit<SVGProps<SVGSVGElement>, 'children'>) => JSX.Element;

/** A drawing for each known category id; a new category gets the bolt until it has its own. */
const ICONS: Readonly<Record<string, IconComponent>> = {
  'cables-y-conductores': PlugIcon,
  'interruptores-termomagneticos': BreakerIcon,
  'contactores-y-arrancadores': ContactorIcon,
  iluminacion: BulbIcon,
  herramientas: WrenchIcon,
  'equipo-de-proteccion-personal': HardHatIcon,
  'canalizacion-y-tuberia-conduit': ConduitIcon,
  'tableros-y-centros-de-carga': PanelIcon,
  'apagadores-y-contactos': SwitchIcon,
  'automatizacion-y-control': GearIcon,
  'motores-y-variadores': MotorIcon,
  'conectores-y-terminales': ConnectorIcon,
  medicion: GaugeIcon,
  'cintas-y-aislantes': TapeIcon,
};

export function CategoryIcon({ categoryId, className }: { categoryId: string; className?: string }) {
  const Icon = ICONS[categoryId] ?? BoltIcon;
  return <Icon className={className} />;
}
