import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notifyError } from '../../../lib/notify';
import type { RESOURCE_APIS, ResourceName, Row } from '../api/administration.api';

export type Editing = { mode: 'new' } | { mode: 'edit'; record: Row } | null;

/** `?abrir=<id>` (the global search's hits): opens that record on arrival, then drops the parameter. */
export function useOpenFromUrl(
  api: (typeof RESOURCE_APIS)[ResourceName],
  setEditing: (editing: Editing) => void,
) {
  const [params, setParams] = useSearchParams();
  const id = params.get('abrir');
  useEffect(() => {
    if (!id) return;
    api.get(id).then((record) => setEditing({ mode: 'edit', record }), notifyError);
    setParams(
      (p) => {
        p.delete('abrir');
        return p;
      },
      { replace: true },
    );
  }, [id, api, setEditing, setParams]);
}
