import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ListedEmployee } from './api/employee-list-query';
import classes from './employee-list.module.css';
import type { EmployeeListView } from './employee-rows';
import { LetterIndex } from './letter-index';

// Heights are fixed so 15,000 rows need no measuring; an employee row is a 44 px+ touch target.
const LETTER_HEIGHT = 40;
const EMPLOYEE_HEIGHT = 64;

type Props = { view: EmployeeListView; showCompany: boolean; onChoose: (employee: ListedEmployee) => void };

/** The grouped employee list, virtualised against the page's scroll (only visible rows are in the DOM). */
export function EmployeeList({ view, showCompany, onChoose }: Props) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => setScrollMargin(listRef.current?.offsetTop ?? 0), []);
  const virtualizer = useWindowVirtualizer({
    count: view.rows.length,
    estimateSize: (index) => (view.rows[index]?.kind === 'letter' ? LETTER_HEIGHT : EMPLOYEE_HEIGHT),
    overscan: 8,
    scrollMargin,
  });

  return (
    <Stack gap="sm">
      <LetterIndex letters={view.letters} onJump={(index) => virtualizer.scrollToIndex(index, { align: 'start' })} />
      <div ref={listRef} role="region" aria-label={t`Employees`} className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = view.rows[item.index];
          if (!row) return null;
          const style = { height: item.size, transform: `translateY(${item.start - scrollMargin}px)` };
          if (row.kind === 'letter') {
            return (
              <div key={item.key} className={classes.row} style={style}>
                <Title order={2} size="h4" className={classes.letter} id={`letter-${row.letter}`}>
                  {row.letter}
                </Title>
              </div>
            );
          }
          const { employee } = row;
          const details = [
            employee.code ? t`Code ${employee.code}` : null,
            employee.jobDescription || null,
            showCompany ? employee.companyCode : null,
          ]
            .filter(Boolean)
            .join(' · ');
          // Plain elements styled by the module: these rows are re-rendered on every keystroke of
          // the name filter, and Mantine's layout components cost more than the rows themselves.
          return (
            <div key={item.key} className={classes.row} style={style}>
              <button type="button" className={classes.employee} onClick={() => onChoose(employee)}>
                <span className={classes.name}>{employee.name}</span>
                <span className={classes.details}>{details || t`No code yet`}</span>
              </button>
            </div>
          );
        })}
      </div>
    </Stack>
  );
}
