import { ActionIcon, Badge, Group, Loader, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SearchHit } from '@faena/contracts';
import { searchRoute } from './search-route';
import { useGlobalSearch } from './use-global-search';

/** The global search's own spotlight (its store: open/close, the selected hit). */
const [searchStore, searchSpotlight] = createSpotlight();

/** The header's search button; Ctrl+K / Cmd+K opens the same spotlight from anywhere. */
export function GlobalSearchButton() {
  const { t } = useTranslation('common');
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      onClick={searchSpotlight.open}
      aria-label={t('search.open')}
      title={t('search.open')}
      data-testid="global-search-open"
    >
      <IconSearch size={18} />
    </ActionIcon>
  );
}

function HitAction({ hit, onOpen }: { hit: SearchHit; onOpen: (hit: SearchHit) => void }) {
  const { t } = useTranslation('common');
  return (
    <Spotlight.Action onClick={() => onOpen(hit)} data-testid={`search-hit-${hit.kind}-${hit.id}`}>
      <Group wrap="nowrap" w="100%" gap="sm">
        <Badge variant="light" size="sm">
          {t(`search.kind.${hit.kind}`)}
        </Badge>
        <div>
          <Text size="sm">{hit.title}</Text>
          <Text size="xs" c="dimmed">
            {hit.detail}
          </Text>
        </div>
      </Group>
    </Spotlight.Action>
  );
}

function HitList({
  hits,
  loading,
  asked,
  onOpen,
}: ReturnType<typeof useGlobalSearch> & { onOpen: (hit: SearchHit) => void }) {
  const { t } = useTranslation('common');
  return (
    <Spotlight.ActionsList>
      {hits.map((hit) => (
        <HitAction key={`${hit.kind}-${hit.id}`} hit={hit} onOpen={onOpen} />
      ))}
      {hits.length === 0 && (
        <Spotlight.Empty data-testid="global-search-empty">
          {asked && !loading ? t('search.noResults') : t('search.hint')}
        </Spotlight.Empty>
      )}
    </Spotlight.ActionsList>
  );
}

/** The spotlight: debounced search, arrows + Enter open a hit, Escape closes. */
export function GlobalSearch() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { hits, loading, asked } = useGlobalSearch(query);
  const open = (hit: SearchHit) => void navigate(searchRoute(hit));
  // new hits: no stale selection, so the first ArrowDown picks the first hit
  useEffect(() => searchStore.updateState((s) => ({ ...s, selected: -1 })), [hits]);
  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K']}
      scrollable
      maxHeight={420}
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        leftSection={<IconSearch size={18} />}
        rightSection={loading ? <Loader size="xs" /> : null}
        data-testid="global-search-input"
      />
      <HitList hits={hits} loading={loading} asked={asked} onOpen={open} />
    </Spotlight.Root>
  );
}
