import { Flex, Heading, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleUser, LuLogOut, LuMenu, LuSearch, LuUser } from 'react-icons/lu';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { useToday } from '@/shared/use-today';
import { PATHS } from '@/shared/paths';

interface HeaderProps {
  title: string;
  showMenuToggle: boolean;
  showSearch: boolean;
  userName: string;
  onOpenMenu: () => void;
  onOpenProfile: () => void;
  onLogout: () => void;
}

const onBrand = { color: 'brand.contrast', _hover: { bg: 'brand.emphasized' } } as const;

/** Menu toggle (below `lg`), title, today's date, search (Superadmin) and the user menu (spec 1 §2.3). */
export function Header({ title, showMenuToggle, showSearch, userName, onOpenMenu, onOpenProfile, onLogout }: HeaderProps) {
  const { t } = useTranslation();
  // Turns to the new day at midnight while the page stays open (a night shift on the phone).
  const today = useToday();
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="14"
      align="center"
      gap={{ base: '1', md: '3' }}
      px={{ base: '2', md: '4' }}
      bg="brand.solid"
      color="brand.contrast"
      shadow="sm"
    >
      {showMenuToggle && (
        <IconButton variant="ghost" aria-label={t('shell.openMenu')} onClick={onOpenMenu} {...onBrand}>
          <LuMenu />
        </IconButton>
      )}
      <Heading as="h1" size={{ base: 'md', md: 'lg' }} flex="1" minW="0" truncate data-testid="page-title">
        {title}
      </Heading>
      <Text asChild fontSize="sm" fontWeight="medium" whiteSpace="nowrap" data-testid="header-date">
        <time dateTime={today}>{formatDate(today)}</time>
      </Text>
      {showSearch && (
        <IconButton asChild variant="ghost" aria-label={t('shell.search')} {...onBrand}>
          <Link to={PATHS.search}>
            <LuSearch />
          </Link>
        </IconButton>
      )}
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" aria-label={`${t('shell.userMenu')}: ${userName}`} {...onBrand}>
            <LuCircleUser />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{userName}</Menu.ItemGroupLabel>
                <Menu.Item value="profile" onSelect={onOpenProfile}>
                  <LuUser />
                  {t('shell.profile')}
                </Menu.Item>
                <Menu.Item value="logout" onSelect={onLogout}>
                  <LuLogOut />
                  {t('shell.logout')}
                </Menu.Item>
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
