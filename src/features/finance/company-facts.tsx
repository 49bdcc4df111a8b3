import { Anchor, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { companyDetailsQueryOptions, type CompanyDetails } from './api/company-details-query';

// The company's tax identifiers and persons in charge, each shown only when the API gave it
// (identifiers need companyCodes or provider rights; persons in charge need companyContacts).

type Person = NonNullable<CompanyDetails['personInChargeAccounting']>;

function PersonCard({ title, person }: { title: string; person: Person }) {
  return (
    <Card withBorder>
      <Text fw={600}>{title}</Text>
      <Text>{person.name}</Text>
      {person.email && <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor>}
      {person.phone && <Anchor href={`tel:${person.phone}`}>{person.phone}</Anchor>}
    </Card>
  );
}

export function CompanyFacts({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const { data: company } = useSuspenseQuery(companyDetailsQueryOptions(companyId));
  if (!company) return null;
  const identifiers = [
    { label: t`Tax number`, value: company.taxId },
    { label: t`RCS number`, value: company.rcsId },
    { label: t`VAT number`, value: company.vatId },
    { label: t`NACE code`, value: company.naceId },
  ].filter((row) => row.value);
  const people = [
    { title: t`Person in charge of accounting`, person: company.personInChargeAccounting },
    { title: t`Person in charge of human resources`, person: company.personInChargeHumanResources },
  ].filter((row): row is { title: string; person: Person } => Boolean(row.person));
  if (identifiers.length === 0 && people.length === 0) return null;
  return (
    <Stack>
      {identifiers.length > 0 && (
        <Stack gap="xs">
          <Title order={2}>{t`Identifiers`}</Title>
          <Table aria-label={t`Identifiers`} maw={520}>
            <Table.Tbody>
              {identifiers.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row">{row.label}</Table.Th>
                  <Table.Td>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {people.length > 0 && (
        <Stack gap="xs">
          <Title order={2}>{t`Persons in charge`}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {people.map((row) => <PersonCard key={row.title} title={row.title} person={row.person} />)}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
