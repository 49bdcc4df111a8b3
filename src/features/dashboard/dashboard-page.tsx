import { useLingui } from '@lingui/react/macro';
import { Alert, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/graphql';
import { useAccess } from '@/lib/session';
import { DashboardCard } from './dashboard-card';
import { countsInput, dashboardCards } from './dashboard-cards';
import { dashboardCountsQueryOptions } from './dashboard-counts-query';

/** Dashboard (spec §2): what this user can reach, with counts from the API. */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  const { me, access } = useAccess();
  const cards = dashboardCards(me, access);
  const counts = useQuery(dashboardCountsQueryOptions(countsInput(cards, access)));
  const greetingName = me.name ?? me.email;
  return (
    <>
      <PageTitle title={t`Dashboard`} description={t`Welcome, ${greetingName}.`} />
      {counts.isError ? (
        <Alert color="red" role="alert" mb="md" title={t`Error while loading data`}>
          {errorMessage(counts.error)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map((card) => {
          const count = card.count ? (counts.data?.[card.count] ?? (counts.isPending ? null : undefined)) : undefined;
          return (
            <DashboardCard
              key={card.key}
              title={i18n._(card.title)}
              description={i18n._(card.description)}
              to={card.to}
              count={count}
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}
