import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { documentTypesQueryOptions, fetchAllDocumentTypes, type ManagerDocumentType } from '@/features/manager/api/document-types-query';
import { useBulkEdit } from '@/features/manager/api/bulk-edit';
import { deleteDocumentType } from '@/features/manager/api/delete-document-type';
import { useReorderDocumentTypes } from '@/features/manager/api/reorder-document-types';
import { updateDocumentType } from '@/features/manager/api/update-document-type';
import type { ListSearch } from '@/features/manager/list/list-search';
import { ManagerList } from '@/features/manager/list/manager-list';
import { refusalText } from '@/features/manager/refusals';
import { yesNo } from '@/features/manager/yes-no';
import { OrderControls } from './order-controls';
import { moveItem } from './reorder';

interface Props {
  search: ListSearch;
  onSearch: (next: Partial<ListSearch>) => void;
  openType: (id: string) => void;
  createType: () => void;
}

export function DocumentTypesPage({ search, onSearch, openType, createType }: Props) {
  const { t, i18n } = useLingui();
  const bulkEdit = useBulkEdit();
  const reorder = useReorderDocumentTypes();
  const { data, isFetching } = useQuery(documentTypesQueryOptions(search));
  const [orderError, setOrderError] = useState<string | null>(null);
  const dragged = useRef<number | null>(null);
  const types = data?.items ?? [];
  const reason = (error: unknown) => refusalText(error, (m) => i18n._(m));
  // Reordering means the whole catalogue in its own order: no search, no filter, first page.
  const canReorder = !search.q && !search.filter && (search.sort ?? 'manualOrder') === 'manualOrder' && search.dir !== 'desc' && types.length === (data?.total ?? 0);

  const move = async (from: number, to: number) => {
    setOrderError(null);
    try {
      await reorder.mutateAsync(moveItem(types, from, to));
    } catch (error) {
      setOrderError(reason(error));
    }
  };
  const labelOf = (type: ManagerDocumentType) => type.name ?? type.id;

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle title={t`HR document types`} description={canReorder ? t`Drag a row, or use its arrows, to change the order employees see.` : undefined} />
        <Button onClick={createType}>{t`New document type`}</Button>
      </Group>
      {orderError ? <Alert color="red" mb="sm" role="alert">{orderError}</Alert> : null}
      <ManagerList<ManagerDocumentType>
        name={t`HR document types`}
        fileName="hr-document-types.csv"
        search={search}
        onSearch={onSearch}
        defaultFilter="all"
        defaultSort="manualOrder"
        filters={[
          { id: 'all', label: t`All` },
          { id: 'required', label: t`Required` },
          { id: 'expiring', label: t`With expiry date` },
        ]}
        columns={[
          { accessor: 'name', title: t`Name`, sortable: true },
          { accessor: 'isRequired', title: t`Required`, sortable: true, render: (d) => yesNo((m) => i18n._(m), d.isRequired), csv: (d) => d.isRequired },
          { accessor: 'expirationDateType', title: t`Expiry date` },
          { accessor: 'appShowExpiringInfoInDays', title: t`Warn days ahead`, sortable: true },
          { accessor: 'documentsCount', title: t`Documents` },
          {
            accessor: 'manualOrder',
            title: t`Order`,
            sortable: true,
            render: (d) => (canReorder ? <OrderControls label={labelOf(d)} index={types.indexOf(d)} count={types.length} onMove={(a, b) => void move(a, b)} /> : d.manualOrder),
            csv: (d) => d.manualOrder,
          },
        ]}
        records={types}
        total={data?.total ?? 0}
        fetching={isFetching}
        fetchAll={() => fetchAllDocumentTypes(search)}
        labelOf={labelOf}
        openRecord={(d) => openType(d.id)}
        rowAttributes={(_, index) =>
          canReorder
            ? {
                draggable: true,
                onDragStart: () => (dragged.current = index),
                onDragOver: (event: DragEvent) => event.preventDefault(),
                onDrop: () => dragged.current !== null && void move(dragged.current, index),
              }
            : {}
        }
        bulkFlags={[{ field: 'isRequired', label: t`Required` }]}
        onSetFlag={(records, field, value) => bulkEdit(records, labelOf, (d) => updateDocumentType(d.id, { [field]: value, expectedVersion: d.version }), reason)}
        onDelete={(records) => bulkEdit(records, labelOf, (d) => deleteDocumentType(d.id), reason)}
      />
    </>
  );
}
