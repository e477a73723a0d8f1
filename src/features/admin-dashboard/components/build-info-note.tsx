import { useQuery } from '@tanstack/react-query';
import { buildInfoText, fetchBuildInfo } from '../build-info';

/**
 * The public pages are prerendered when the site is built, from the data of that moment; the browser refreshes
 * them, but search engines and link previews see the built HTML. So the operator is told how old it is.
 */
export function BuildInfoNote() {
  const { data } = useQuery({
    queryKey: ['build-info'],
    queryFn: fetchBuildInfo,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!data) return null;
  return <p className="mb-4 text-sm text-slate-600">{buildInfoText(data, new Date())}</p>;
}
