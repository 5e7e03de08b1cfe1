import { Group, type GroupProps } from '@mantine/core';
import classes from './filter-bar.module.css';

/**
 * A row of fields (a screen's filters, a short form) aligned on their inputs and wrapping; on a
 * phone each field takes the whole width, one column, large enough to tap (issue 17).
 */
export function FilterBar({ className, ...props }: GroupProps) {
  const names = className ? `${classes.bar} ${className}` : classes.bar;
  return <Group align="end" wrap="wrap" {...props} className={names} />;
}
