/**
 * What a page read from Firestore, told from its HTTP traffic to the emulator. The web SDK's Lite build speaks
 * Firestore's REST API: `documents:runQuery` (getDocs), `documents:batchGet` (getDoc), `documents:runAggregationQuery`
 * (getCount, getAggregate), `documents:commit` (writes), and a plain GET of a document path would be a read too.
 * The documents a page reads are the documents the answers carry: an aggregation answers with numbers only.
 */

export type FirestoreCall = 'runQuery' | 'batchGet' | 'runAggregationQuery' | 'get' | 'write' | 'other';

export interface FirestoreRequest {
  call: FirestoreCall;
  /** The collection queried or read ('tourPackages'), or '' when the request does not say. */
  collection: string;
}

export interface FirestoreRead extends FirestoreRequest {
  /** Documents in the answer. */
  documents: number;
}

const documentsMarker = '/documents';

function jsonOf(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The collection of a document name ('projects/p/databases/(default)/documents/tourPackages/x' -> 'tourPackages'). */
function collectionOfDocument(name: string): string {
  const at = name.indexOf(`${documentsMarker}/`);
  if (at === -1) return '';
  const segments = name.slice(at + documentsMarker.length + 1).split('/');
  // A document in a subcollection: the collection is the second to last segment.
  return segments.length >= 2 ? (segments[segments.length - 2] ?? '') : '';
}

function collectionOfQuery(query: unknown): string {
  if (!isRecord(query) || !Array.isArray(query.from)) return '';
  const from: unknown = query.from[0];
  return isRecord(from) && typeof from.collectionId === 'string' ? from.collectionId : '';
}

/** Which call a request to the Firestore emulator is, and on which collection; null when it is not Firestore's API. */
export function describeRequest(url: string, method: string, body: string | null): FirestoreRequest | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  if (!path.startsWith('/v1/projects/') || !path.includes(documentsMarker)) return null;
  // Browsers ask before a cross-origin POST with a JSON body; that question reads nothing.
  if (method === 'OPTIONS') return null;
  const json = jsonOf(body);
  const action = /:(\w+)$/.exec(path)?.[1];
  switch (action) {
    case 'runQuery':
      return { call: 'runQuery', collection: collectionOfQuery(isRecord(json) ? json.structuredQuery : null) };
    case 'runAggregationQuery': {
      const aggregation = isRecord(json) ? json.structuredAggregationQuery : null;
      return {
        call: 'runAggregationQuery',
        collection: collectionOfQuery(isRecord(aggregation) ? aggregation.structuredQuery : null),
      };
    }
    case 'batchGet': {
      const names =
        isRecord(json) && Array.isArray(json.documents)
          ? json.documents.filter((name): name is string => typeof name === 'string')
          : [];
      const collections = [...new Set(names.map(collectionOfDocument))];
      return { call: 'batchGet', collection: collections.join('+') };
    }
    case 'commit':
    case 'batchWrite':
      return { call: 'write', collection: '' };
    case undefined:
      return method === 'GET' ? { call: 'get', collection: collectionOfDocument(path) } : { call: 'other', collection: '' };
    default:
      return { call: 'other', collection: '' };
  }
}

/** Documents in the answer to a request `describeRequest` recognised. */
export function documentsInAnswer(call: FirestoreCall, status: number, body: string | null): number {
  if (status < 200 || status >= 300) return 0;
  const json = jsonOf(body);
  // runQuery and batchGet answer with a list of results (a streamed JSON array); each carries at most one document.
  const results = Array.isArray(json) ? json : isRecord(json) ? [json] : [];
  switch (call) {
    case 'runQuery':
      return results.filter((result) => isRecord(result) && isRecord(result.document)).length;
    case 'batchGet':
      return results.filter((result) => isRecord(result) && isRecord(result.found)).length;
    case 'get':
      return isRecord(json) && typeof json.name === 'string' ? 1 : 0;
    default:
      return 0;
  }
}

/** Documents per collection, largest first, then the aggregations: `tourPackages 1000, content 1, hotelBookings 3× count/sum`. */
export function describeSources(reads: readonly FirestoreRead[]): string {
  const documents = new Map<string, number>();
  const aggregations = new Map<string, number>();
  for (const read of reads) {
    const name = read.collection || '?';
    if (read.call === 'runAggregationQuery') aggregations.set(name, (aggregations.get(name) ?? 0) + 1);
    else if (read.call === 'runQuery' || read.call === 'batchGet' || read.call === 'get')
      documents.set(name, (documents.get(name) ?? 0) + read.documents);
  }
  const parts = [...documents].sort(([, a], [, b]) => b - a).map(([name, count]) => `${name} ${count}`);
  for (const [name, count] of aggregations) parts.push(`${name} ${count}× count/sum`);
  return parts.join(', ') || 'nothing';
}
