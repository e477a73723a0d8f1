import { afterEach } from 'vitest';
import { firestoreQueries, type StoredQuery } from '../../src/backend/firebase/firestore-queries';
import { isDeclared, watchQueryShapes } from '../../src/backend/firebase/query-shapes';

/**
 * Every query the firebase adapter builds while a test runs on the emulators must be one that firestore-queries.ts
 * declares (and firestore-queries.test.ts holds against firestore.indexes.json): the emulators answer a query that has
 * no index, production refuses it. A test during which the adapter built an undeclared query fails, naming it.
 */
let undeclared: StoredQuery[] = [];

watchQueryShapes((shape) => {
  if (!isDeclared(shape, firestoreQueries)) undeclared.push(shape);
});

afterEach(() => {
  const found = undeclared;
  undeclared = [];
  if (found.length > 0) {
    const shown = [...new Set(found.map((shape) => JSON.stringify({ ...shape, what: undefined })))];
    throw new Error(`The firebase adapter sent queries firestore-queries.ts does not declare:\n${shown.join('\n')}`);
  }
});
