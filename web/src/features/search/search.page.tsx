import { Box, Button, Center, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router';
import { useGlobalSearchQuery } from '@/generated/search';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { flattenHits, hitId, RESULTS_ID, SearchResults } from './components/search-results';
import { moveHighlight, SEARCH_DELAY_MS, searchTerm } from './search-term';
import './texts';

/**
 * /search (spec 3 §2.12, Superadmin): one field, asked 400 ms after the last keystroke once it holds
 * 3 characters or a number; the term lives in the query parameter `term` so back and reload keep the
 * hits. Arrow keys walk all hits (employees, then orders), Enter opens the highlighted one.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get('term') ?? '';
  const [text, setText] = useState(urlTerm);
  useDebouncedEffect(text, SEARCH_DELAY_MS, (v) => setParams(v.trim() ? { term: v.trim() } : {}, { replace: true }));

  const term = searchTerm(urlTerm);
  const typing = searchTerm(text) !== null;
  const { data, loading, error, refetch } = useGlobalSearchQuery({ variables: { term: term ?? '' }, skip: term === null, fetchPolicy: 'cache-and-network' });
  const result = term !== null && typing ? data?.globalSearch : undefined;
  const hits = useMemo(() => flattenHits(result), [result]);
  const [highlight, setHighlight] = useState(-1);
  useEffect(() => setHighlight(-1), [hits]);
  const highlighted = hits[highlight]?.key ?? null;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setHighlight((h) => moveHighlight(h, e.key as 'ArrowDown', hits.length));
    } else if (e.key === 'Enter' && hits.length > 0) {
      e.preventDefault();
      void navigate(hits[Math.max(highlight, 0)]!.to);
    } else if (e.key === 'Escape') {
      setHighlight(-1);
    }
  };

  let body;
  if (!typing) {
    body = <Text color="fg.muted" data-testid="search-too-short">{t('search.tooShort')}</Text>;
  } else if (error && !result) {
    body = (
      <Stack align="center" py="8" gap="3" bg="bg" rounded="lg" borderWidth="1px" data-testid="search-error">
        <Text color="fg.error">{t('search.failed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('search.retry')}
        </Button>
      </Stack>
    );
  } else if (!result) {
    body = (
      <Center py="10">
        <Spinner role="status" color="brand.solid" aria-label={t('search.loading')} data-testid="search-loading" />
      </Center>
    );
  } else if (hits.length === 0) {
    body = (
      <Text textAlign="center" py="8" color="fg.muted" bg="bg" rounded="lg" borderWidth="1px" data-testid="search-empty">
        {t('search.empty')}
      </Text>
    );
  } else {
    body = <SearchResults result={result} highlighted={highlighted} />;
  }

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} maxW="3xl" data-testid="search-page">
      <Stack gap="4">
        <Stack gap="1">
          <InputGroup startElement={<LuSearch />} endElement={loading && result ? <Spinner size="xs" color="brand.solid" /> : undefined}>
            <Input
              // The page exists to type into this field: it takes the focus on arrival.
              autoFocus
              type="search"
              size="lg"
              bg="bg"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={onKeyDown}
              placeholder={t('search.fieldHint')}
              aria-label={t('search.field')}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={hits.length > 0}
              aria-controls={RESULTS_ID}
              aria-activedescendant={highlighted ? hitId(highlighted) : undefined}
              autoComplete="off"
              data-testid="search-input"
            />
          </InputGroup>
          <Text fontSize="sm" color="fg.muted" hideBelow="md">
            {t('search.hint')}
          </Text>
        </Stack>
        <Box aria-live="polite" aria-busy={loading}>
          {body}
        </Box>
      </Stack>
    </Box>
  );
}
