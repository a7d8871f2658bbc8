import { Box, Icon, Link, Separator, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { useTranslation } from 'react-i18next';
import {
  LuBriefcase,
  LuBuilding2,
  LuCalculator,
  LuCalendarCheck,
  LuCalendarClock,
  LuChartBar,
  LuClipboardList,
  LuScale,
  LuClock,
  LuExternalLink,
  LuFolderOpen,
  LuHistory,
  LuMail,
  LuPlane,
  LuShieldCheck,
  LuShirt,
  LuThermometer,
  LuTimer,
  LuUserPlus,
  LuUsers,
} from 'react-icons/lu';
import { NavLink } from 'react-router';
import type { MenuItem, NavKey } from './menu-items';

const ICONS: Record<NavKey, IconType> = {
  timeclock: LuClock,
  hourOverview: LuCalendarClock,
  customers: LuBuilding2,
  employees: LuUsers,
  accounting: LuCalculator,
  inventories: LuClipboardList,
  orders: LuBriefcase,
  timeControlling: LuTimer,
  monthEndClosing: LuCalendarCheck,
  compliance: LuScale,
  statistics: LuChartBar,
  registrations: LuUserPlus,
  rights: LuShieldCheck,
  auditLog: LuHistory,
  outbox: LuMail,
  documents: LuFolderOpen,
  sickLeave: LuThermometer,
  workwear: LuShirt,
  vacation: LuPlane,
};

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  rounded: 'md',
  color: 'fg',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle', textDecoration: 'none' },
  _currentPage: { bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' },
  focusRingColor: 'brand.focusRing',
} as const;

/** The entries of the side menu; web-only ones disappear below the `lg` breakpoint. */
export function NavList({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const internal = items.filter((i) => !i.external);
  const external = items.filter((i) => i.external);
  return (
    <Stack gap="0.5" p="3">
      {internal.map((item) => (
        <Box key={item.key} hideBelow={item.webOnly ? 'lg' : undefined}>
          <Link asChild {...linkStyle}>
            <NavLink to={item.to} onClick={onNavigate} end={false}>
              <Icon as={ICONS[item.key]} boxSize="5" color="brand.fg" aria-hidden />
              {t(`nav.${item.key}`)}
            </NavLink>
          </Link>
        </Box>
      ))}
      {external.length > 0 && (
        <>
          <Separator my="2" />
          <Text px="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {t('shell.forms')}
          </Text>
          {external.map((item) => (
            <Link key={item.key} href={item.to} target="_blank" rel="noopener" onClick={onNavigate} {...linkStyle}>
              <Icon as={ICONS[item.key]} boxSize="5" color="brand.fg" aria-hidden />
              <Box as="span" flex="1">
                {t(`nav.${item.key}`)}
              </Box>
              <Icon as={LuExternalLink} boxSize="3.5" color="fg.muted" aria-hidden />
            </Link>
          ))}
        </>
      )}
    </Stack>
  );
}
