import type { I18n } from "@lingui/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import {
  stackedCellProps,
  stackedGroupProps,
  stackedHeaderProps,
  stackedRowProps,
  stackedTableProps,
} from "@/components/stacked-table";
import { formatIban } from "@/domain/iban";
import { formatDate } from "@/lib/i18n";
import { fileOf } from "@/lib/offline-documents";
import type {
  EInvoice,
  EInvoiceLine,
  EInvoiceLoader,
  EInvoiceParty,
  XmlRefusal,
} from "./e-invoice-loader";

// An XML e-invoice as a person reads it (issue #46): parties, lines, VAT per rate, totals and payment,
// labelled in the interface language, numbers and dates in its formats. The XML was parsed by the
// server's safe parser (the page's loader asks for it); nothing here parses XML. On a phone the
// lines and the VAT breakdown are cards (stacked-table.ts); wider, the tables wrap their text rather
// than scroll sideways (the viewer may be narrow beside the read fields).

/** Amounts in the invoice's currency; a code Intl does not know is written after the number. */
function money(
  i18n: I18n,
  value: string | null | undefined,
  currency: string | null | undefined,
  maxDigits = 2,
): string {
  if (value == null || value === "") return "—";
  const number = Number(value);
  const digits = {
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, maxDigits),
  };
  if (currency) {
    try {
      return i18n.number(number, { style: "currency", currency, ...digits });
    } catch {
      return `${i18n.number(number, digits)} ${currency}`;
    }
  }
  return i18n.number(number, digits);
}

/** Decimals a unit price is written with (3.125 keeps three), at most six. */
const decimalsOf = (value: string | null | undefined) =>
  Math.min(6, value?.split(".")[1]?.length ?? 0);

function countryName(i18n: I18n, code: string): string {
  try {
    return (
      new Intl.DisplayNames([i18n.locale], { type: "region" }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** A quantity with its unit (UN/ECE Recommendation 20): pieces need no word, time units are counted, measures get their symbol. */
function quantityText(
  i18n: I18n,
  quantity: string | null | undefined,
  unitCode: string | null | undefined,
): string {
  if (quantity == null) return "—";
  const count = Number(quantity);
  const number = i18n.number(count, { maximumFractionDigits: 6 });
  switch (unitCode) {
    case "HUR":
      return plural(count, { one: "# hour", other: "# hours" });
    case "MIN":
      return plural(count, { one: "# minute", other: "# minutes" });
    case "DAY":
      return plural(count, { one: "# day", other: "# days" });
    case "WEE":
      return plural(count, { one: "# week", other: "# weeks" });
    case "MON":
      return plural(count, { one: "# month", other: "# months" });
    case "ANN":
      return plural(count, { one: "# year", other: "# years" });
    case "KGM":
      return `${number} kg`;
    case "TNE":
      return `${number} t`;
    case "MTR":
      return `${number} m`;
    case "KMT":
      return `${number} km`;
    case "MTK":
      return `${number} m²`;
    case "LTR":
      return `${number} l`;
    case undefined:
    case null:
    case "C62":
    case "H87":
    case "EA":
    case "XPP":
      return number;
    default:
      return `${number} ${unitCode}`;
  }
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

function PartyCard({ title, party }: { title: string; party: EInvoiceParty }) {
  const { t, i18n } = useLingui();
  const address = party.address;
  const place = [address?.postalCode, address?.city].filter(Boolean).join(" ");
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Text size="sm" c="gray.7" fw={600}>
        {title}
      </Text>
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {party.name ?? "—"}
      </Text>
      {party.vatId ? <Text size="sm">{t`VAT ID ${party.vatId}`}</Text> : null}
      {address ? (
        <Text
          component="address"
          size="sm"
          fs="normal"
          style={{ overflowWrap: "anywhere" }}
        >
          {address.lines.map((line, i) => (
            <span key={i}>
              {line}
              <br />
            </span>
          ))}
          {place ? (
            <span>
              {place}
              <br />
            </span>
          ) : null}
          {address.subdivision ? (
            <span>
              {address.subdivision}
              <br />
            </span>
          ) : null}
          {address.country ? countryName(i18n, address.country) : null}
        </Text>
      ) : null}
    </Paper>
  );
}

function LinesTable({ invoice }: { invoice: EInvoice }) {
  const { t, i18n } = useLingui();
  const currency = invoice.currency;
  if (invoice.lines.length === 0)
    return <Text size="sm">{t`The e-invoice lists no lines.`}</Text>;
  const cell = (line: EInvoiceLine) => (
    <>
      <Text size="sm" fw={500}>
        {line.name ?? "—"}
      </Text>
      {line.description ? (
        <Text size="sm" c="gray.7">
          {line.description}
        </Text>
      ) : null}
    </>
  );
  return (
    <Table
      striped
      aria-label={t`Invoice lines`}
      {...stackedTableProps}
      style={{ fontVariantNumeric: "tabular-nums" }}
    >
      <Table.Thead {...stackedGroupProps}>
        <Table.Tr {...stackedRowProps}>
          <Table.Th {...stackedHeaderProps}>{t`Description`}</Table.Th>
          <Table.Th {...stackedHeaderProps}>{t`Quantity`}</Table.Th>
          <Table.Th {...stackedHeaderProps}>{t`Unit price`}</Table.Th>
          <Table.Th {...stackedHeaderProps}>{t`Net`}</Table.Th>
          <Table.Th {...stackedHeaderProps}>{t`VAT rate`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody {...stackedGroupProps}>
        {invoice.lines.map((line, index) => (
          <Table.Tr key={index} {...stackedRowProps}>
            <Table.Td {...stackedCellProps(t`Description`)}>
              {cell(line)}
            </Table.Td>
            <Table.Td {...stackedCellProps(t`Quantity`)}>
              {quantityText(i18n, line.quantity, line.unitCode)}
            </Table.Td>
            <Table.Td {...stackedCellProps(t`Unit price`)}>
              {money(
                i18n,
                line.unitPrice,
                currency,
                decimalsOf(line.unitPrice),
              )}
            </Table.Td>
            <Table.Td {...stackedCellProps(t`Net`)}>
              {money(i18n, line.netAmount, currency)}
            </Table.Td>
            <Table.Td {...stackedCellProps(t`VAT rate`)}>
              {line.vatRate == null
                ? "—"
                : `${i18n.number(Number(line.vatRate), { maximumFractionDigits: 2 })} %`}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function VatTable({ invoice }: { invoice: EInvoice }) {
  const { t, i18n } = useLingui();
  if (invoice.vatBreakdown.length === 0) return null;
  return (
    <Table
      aria-label={t`VAT breakdown`}
      {...stackedTableProps}
      style={{ fontVariantNumeric: "tabular-nums" }}
    >
      <Table.Thead {...stackedGroupProps}>
        <Table.Tr {...stackedRowProps}>
          <Table.Th {...stackedHeaderProps}>{t`VAT rate`}</Table.Th>
          <Table.Th {...stackedHeaderProps}>{t`Taxable amount`}</Table.Th>
          <Table.Th {...stackedHeaderProps}>{t`VAT`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody {...stackedGroupProps}>
        {invoice.vatBreakdown.map((line, index) => (
          <Table.Tr key={index} {...stackedRowProps}>
            <Table.Td
              {...stackedCellProps(t`VAT rate`)}
            >{`${i18n.number(Number(line.rate), { maximumFractionDigits: 2 })} %`}</Table.Td>
            <Table.Td {...stackedCellProps(t`Taxable amount`)}>
              {money(i18n, line.taxable, invoice.currency)}
            </Table.Td>
            <Table.Td {...stackedCellProps(t`VAT`)}>
              {money(i18n, line.tax, invoice.currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TotalRow({
  label,
  value,
  strong,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text component="dt" size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fw={strong ? 700 : 500}
        style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** The invoice itself, laid out like a printed one: who, when, what, how much, where to pay. */
export function EInvoiceDocument({
  invoice,
  zoom = 1,
}: {
  invoice: EInvoice;
  zoom?: number;
}) {
  const { t, i18n } = useLingui();
  const number = invoice.number ?? "—";
  const title =
    invoice.kind === "credit_note"
      ? t`Credit note ${number}`
      : t`Invoice ${number}`;
  const currency = invoice.currency;
  return (
    <Paper
      component="article"
      aria-label={title}
      p={{ base: "sm", sm: "lg" }}
      shadow="xs"
      maw={960}
      mx="auto"
      style={{ zoom }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          <Badge variant="light" color="green" c="dark.9">
            {t`E-invoice (${invoice.format.toUpperCase()}): exact data`}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {t`A readable view of the e-invoice's XML. The file itself is kept as it came: Download gives it unchanged.`}
        </Text>
        <SimpleGrid
          component="dl"
          cols={{ base: 2, sm: 3 }}
          spacing="sm"
          verticalSpacing="xs"
          m={0}
        >
          <Field label={t`Issue date`}>
            {invoice.issueDate ? formatDate(invoice.issueDate) : "—"}
          </Field>
          <Field label={t`Due date`}>
            {invoice.dueDate ? formatDate(invoice.dueDate) : "—"}
          </Field>
          <Field label={t`Currency`}>{currency ?? "—"}</Field>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PartyCard title={t`Supplier`} party={invoice.supplier} />
          <PartyCard title={t`Buyer`} party={invoice.buyer} />
        </SimpleGrid>
        <Stack gap="xs" component="section" aria-label={t`Lines`}>
          <Title order={4}>{t`Lines`}</Title>
          <LinesTable invoice={invoice} />
          {invoice.lineCount > invoice.lines.length ? (
            <Text
              size="sm"
              role="note"
            >{t`The first ${invoice.lines.length} of ${invoice.lineCount} lines are shown. Download the file for all of them.`}</Text>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs" component="section" aria-label={t`VAT breakdown`}>
            <Title order={4}>{t`VAT breakdown`}</Title>
            <VatTable invoice={invoice} />
          </Stack>
          <Stack gap={4} component="section" aria-label={t`Totals`}>
            <Title order={4}>{t`Totals`}</Title>
            <dl style={{ margin: 0 }}>
              <TotalRow
                label={t`Net amount`}
                value={money(i18n, invoice.netAmount, currency)}
              />
              <TotalRow
                label={t`VAT`}
                value={money(i18n, invoice.vatAmount, currency)}
              />
              <TotalRow
                label={t`Total`}
                value={money(i18n, invoice.totalAmount, currency)}
              />
              <TotalRow
                label={t`Amount due`}
                value={money(i18n, invoice.amountDue, currency)}
                strong
              />
            </dl>
          </Stack>
        </SimpleGrid>
        {invoice.iban || invoice.paymentReference ? (
          <Stack gap="xs" component="section" aria-label={t`Payment`}>
            <Title order={4}>{t`Payment`}</Title>
            <SimpleGrid
              component="dl"
              cols={{ base: 1, sm: 2 }}
              spacing="sm"
              m={0}
            >
              {invoice.iban ? (
                <Field label={t`IBAN`}>{formatIban(invoice.iban)}</Field>
              ) : null}
              {invoice.paymentReference ? (
                <Field label={t`Payment reference`}>
                  {invoice.paymentReference}
                </Field>
              ) : null}
            </SimpleGrid>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * An XML document in the viewer: its e-invoice, read by the page's loader (the server's safe
 * parser), or why it cannot be shown. Never parsed here: a hostile file costs the tab nothing.
 */
export function EInvoiceView({
  url,
  filename,
  load,
  zoom,
}: {
  url: string;
  filename: string;
  load: EInvoiceLoader;
  zoom: number;
}) {
  const { t, i18n } = useLingui();
  const result = useQuery({
    queryKey: ["document-viewer", "e-invoice", fileOf(url)],
    queryFn: () => load({ url, filename }),
    // A stored file never changes.
    staleTime: Infinity,
    // Offline the request fails at once and says so, instead of waiting unseen for the network.
    networkMode: "always",
    retry: 1,
  });
  if (result.isPending)
    return (
      <Loader role="status" aria-label={t`Reading the e-invoice`} m="md" />
    );
  if (result.isError)
    return (
      <Text role="alert">{t`The e-invoice could not be read for display. Check your connection and open it again; the file itself can still be downloaded.`}</Text>
    );
  const data = result.data;
  if (data?.outcome === "read" && data.invoice)
    return <EInvoiceDocument invoice={data.invoice} zoom={zoom} />;
  if (data?.outcome === "refused") {
    return (
      <Alert
        color="red"
        role="alert"
        title={t`This XML file is not shown`}
        maw={720}
      >
        <Text size="sm">{refusalText(data.refusal ?? "malformed")}</Text>
        <Text
          size="sm"
          mt="xs"
        >{t`It is stored as it came. Download it only if you trust its sender.`}</Text>
      </Alert>
    );
  }
  return (
    <Text role="alert">{t`This XML file is not an e-invoice the portal can read (UBL or CII). Download it to open it in another application.`}</Text>
  );

  function refusalText(refusal: XmlRefusal): string {
    switch (refusal) {
      case "doctype":
        return t`It declares a document type (DTD). E-invoices never do, and a DTD can carry an attack (external entities, an entity bomb), so the portal does not read it.`;
      case "tooDeep":
        return t`Its elements are nested more than 64 levels deep, far more than in any e-invoice, so the portal does not read it.`;
      case "tooManyElements":
        return t`It has more than ${i18n.number(200_000)} elements, far more than any e-invoice, so the portal does not read it.`;
      case "tooLarge":
        return t`It is larger than 5 MB, far more than any e-invoice, so the portal does not read it.`;
      case "malformed":
        return t`It is not well-formed XML: the file is damaged or incomplete.`;
    }
  }
}
