import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Missing on the current page (the last crumb). */
  to?: string;
}

/** The path above every rights screen (spec 3 §2.1 "Breadcrumbs exist for the rights screens"), starting at /rights. */
export function RightsBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('rights.home.title'), to: trail.length ? '/rights' : undefined }, ...trail];
  return (
    <Breadcrumb.Root aria-label={t('rights.breadcrumb')} data-testid="rights-breadcrumb" size={{ base: 'sm', md: 'md' }}>
      <Breadcrumb.List flexWrap="wrap">
        {all.map((c, i) => (
          <Fragment key={`${i}-${c.label}`}>
            {i > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item minW="0">
              {c.to ? (
                <Breadcrumb.Link asChild>
                  <Link to={c.to}>{c.label}</Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink truncate>{c.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
