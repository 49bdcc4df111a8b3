import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageTitle } from '@/components/page-title';
import type { Access, Me } from '@/lib/session';
import { DashboardCard } from './dashboard-card';
import { dashboardCards } from './dashboard-cards';
import { dashboardQueryOptions } from './dashboard-query';

/** Dashboard (spec §2): what this user can reach, with counts from one API request. */
export function DashboardPage({ me, access }: { me: Me; access: Access }) {
  const { t, i18n } = useLingui();
  const cards = dashboardCards(me, access);
  // Loading and failure are the route's: its loader fetched these counts first.
  const { data: counts } = useSuspenseQuery(dashboardQueryOptions(me, access));
  const greetingName = me.name ?? me.email;
  return (
    <>
      <PageTitle title={t`Dashboard`} description={t`Welcome, ${greetingName}.`} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map((card) => (
          <DashboardCard
            key={card.key}
            title={i18n._(card.title)}
            description={i18n._(card.description)}
            to={card.to}
            count={card.count ? counts[card.count] : undefined}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
