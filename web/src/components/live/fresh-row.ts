import classes from './live.module.css';

/** Props of a highlighted (just added or changed) row or card; nothing for the others. */
export const freshRowProps = (fresh: boolean): { className?: string; 'data-fresh'?: 'true' } =>
  fresh ? { className: classes.fresh, 'data-fresh': 'true' } : {};
