import { Badge, Card, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuthorityCatalogueQuery } from '@/generated/rights';
import type { AuthorityGroup } from '../gates';

export type Authority = AuthorityCatalogueQuery['authorityCatalogue'][number];

interface AuthorityGroupsProps {
  groups: readonly AuthorityGroup<Authority>[];
  granted: ReadonlySet<string>;
  /** Checkboxes can be changed (Authorization_EditRoles, not a grantsAll role). */
  editable: boolean;
  /** The authority whose change is being saved. */
  pending: string | null;
  onToggle: (authority: Authority, grant: boolean) => void;
}

/** German heading of an authority group (rights.groups), the prefix itself for a group added later. */
export function useGroupLabel() {
  const { t, i18n } = useTranslation();
  return (group: string) => (i18n.exists(`rights.groups.${group}`) ? t(`rights.groups.${group}`) : group);
}

/** The catalogue by group (spec 3 §2.11): each authority a checkbox with its German title and description. */
export function AuthorityGroups({ groups, granted, editable, pending, onToggle }: AuthorityGroupsProps) {
  const { t } = useTranslation();
  const label = useGroupLabel();
  return (
    <Stack gap="4">
      {groups.map(({ group, authorities }) => {
        const count = authorities.filter((a) => granted.has(a.name)).length;
        return (
          <Card.Root key={group} variant="outline" size="sm" data-testid={`authority-group-${group}`}>
            <Card.Header>
              <HStack justify="space-between" gap="2" flexWrap="wrap">
                <Card.Title as="h2" data-testid="authority-group-title">
                  {label(group)}
                </Card.Title>
                <Badge variant="subtle" colorPalette={count ? 'brand' : 'gray'}>
                  {t('rights.role.grantedCount', { granted: count, total: authorities.length })}
                </Badge>
              </HStack>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                {authorities.map((a) => (
                  <Checkbox.Root
                    key={a.name}
                    alignItems="start"
                    colorPalette="brand"
                    checked={granted.has(a.name)}
                    disabled={!editable || pending !== null}
                    onCheckedChange={(e) => onToggle(a, e.checked === true)}
                    data-testid={`authority-${a.name}`}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Stack gap="0" minW="0">
                      <Checkbox.Label fontWeight="medium">{a.title}</Checkbox.Label>
                      {a.description && (
                        <Text fontSize="sm" color="fg.muted">
                          {a.description}
                        </Text>
                      )}
                      <Text fontSize="xs" color="fg.subtle" fontFamily="mono" overflowWrap="anywhere">
                        {a.name}
                      </Text>
                    </Stack>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
