import { Badge, Card, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthorityCatalogueQuery } from '@/generated/rights';
import type { AuthorityGroup } from '../gates';

export type Authority = AuthorityCatalogueQuery['authorityCatalogue'][number];

interface AuthorityGroupsProps {
  groups: readonly AuthorityGroup<Authority>[];
  granted: ReadonlySet<string>;
  /** Checkboxes can be changed (Authorization_EditRoles, not a grantsAll role). */
  editable: boolean;
  /** Whether this one authority may be changed by the actor (held by them); all when omitted. */
  canToggle?: (name: string) => boolean;
  /** Shown on a checkbox the actor may not change although the role is editable. */
  lockedHint?: string;
  /** The authority whose change is being saved. */
  pending: string | null;
  /** Changes after every answered confirmation, so a refused or cancelled change resets the native input. */
  revision: number;
  onToggle: (authority: Authority, grant: boolean) => void;
}

/** German heading of an authority group (rights.groups), the prefix itself for a group added later. */
export function useGroupLabel() {
  const { t, i18n } = useTranslation();
  return (group: string) => (i18n.exists(`rights.groups.${group}`) ? t(`rights.groups.${group}`) : group);
}

/** The catalogue by group (spec 3 §2.11): each authority a checkbox with its German title and description. */
export function AuthorityGroups({ groups, granted, editable, canToggle, lockedHint, pending, revision, onToggle }: AuthorityGroupsProps) {
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
                {authorities.map((a) => {
                  const locked = editable && canToggle !== undefined && !canToggle(a.name);
                  return (
                    <AuthorityCheckbox
                      key={a.name}
                      authority={a}
                      checked={granted.has(a.name)}
                      disabled={!editable || locked || pending !== null}
                      title={locked ? lockedHint : undefined}
                      revision={revision}
                      onToggle={onToggle}
                    />
                  );
                })}
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

interface AuthorityCheckboxProps {
  authority: Authority;
  checked: boolean;
  disabled: boolean;
  title?: string;
  revision: number;
  onToggle: (authority: Authority, grant: boolean) => void;
}

function AuthorityCheckbox({ authority: a, checked, disabled, title, revision, onToggle }: AuthorityCheckboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // The checkbox shows the role's state; the click that asked flipped the native input, which the
  // controlled state does not undo by itself when the answer is "no".
  useEffect(() => {
    if (input.current) input.current.checked = checked;
  }, [checked, revision]);
  return (
    <Checkbox.Root
      alignItems="start"
      colorPalette="brand"
      checked={checked}
      disabled={disabled}
      title={title}
      onCheckedChange={(e) => onToggle(a, e.checked === true)}
      data-testid={`authority-${a.name}`}
    >
      <Checkbox.HiddenInput ref={input} />
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
  );
}
