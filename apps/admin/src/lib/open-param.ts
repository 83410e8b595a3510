import { useSearchParams } from 'react-router-dom';

/**
 * The record a list page's drawer shows, kept in the address (`?open=<id>`, with `&type=` for projects), so any
 * part of the console links to a row's details (a payment's parties, a dispute's project) and Back closes it.
 */
export function useOpenParam(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = params.get('open');
  return [
    open,
    (id) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) {
          next.delete('open');
          next.delete('type');
        } else next.set('open', id);
        return next;
      }),
  ];
}

/** Where each console record opens: the list page with its drawer. */
export const consoleLinks = {
  user: (id: string) => `/users?open=${id}`,
  payment: (id: string) => `/transactions?open=${id}`,
  project: (id: string, projectType: string) => `/projects?open=${id}&type=${projectType}`,
};
