import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import type { Access, Me } from '@/lib/session';
import { DashboardCard } from './dashboard-card';
import { dashboardCards } from './dashboard-cards';
import { DocumentActions } from './document-actions';
import { dashboardQueryOptions } from './dashboard-query';
import classes from './dashboard-page.module.css';

type Props = {
  me: Me;
  access: Access;
  /** Shown under a card, by its key: what another feature adds (the route composes them). */
  cardDetails?: Partial<Record<string, ReactNode>>;
};

/** Dashboard (spec §2): what this user can reach, with counts from one API request. */
export function DashboardPage({ me, access, cardDetails = {} }: Props) {
  const { t, i18n } = useLingui();
  const cards = dashboardCards(me, access);
  // Loading and failure are the route's: its loader fetched these counts first.
  const { data: counts } = useSuspenseQuery(dashboardQueryOptions(me, access));
  const greetingName = me.name ?? me.email;
  return (
    <>
      <PageTitle title={t`Dashboard`} description={t`Welcome, ${greetingName}.`} />
      <DocumentActions access={access} />
      <div className={classes.cards}>
        {cards.map((card) => (
          <Stack key={card.key} gap="xs">
            <DashboardCard
              title={i18n._(card.title)}
              description={i18n._(card.description)}
              to={card.to}
              count={card.count ? counts[card.count] : undefined}
            />
            {cardDetails[card.key]}
          </Stack>
        ))}
      </div>
    </>
  );
}
