import { describeRequest, describeSources, documentsInAnswer } from './firestore-traffic';

const base = 'http://127.0.0.1:8080/v1/projects/demo-himalayan-aster/databases/(default)/documents';
const document = (path: string) => ({ name: `projects/demo-himalayan-aster/databases/(default)/documents/${path}`, fields: {} });

describe('describeRequest', () => {
  it('names the collection a query runs on, whether the path is encoded or not', () => {
    const body = JSON.stringify({ structuredQuery: { from: [{ collectionId: 'tourPackages' }], limit: 3 } });
    expect(describeRequest(`${base}:runQuery`, 'POST', body)).toEqual({ call: 'runQuery', collection: 'tourPackages' });
    expect(describeRequest(`${base.replace('(default)', '%28default%29')}:runQuery`, 'POST', body)).toEqual({
      call: 'runQuery',
      collection: 'tourPackages',
    });
  });

  it('tells aggregations, batch gets, plain gets and writes apart', () => {
    const aggregation = JSON.stringify({
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'hotelBookings' }] },
        aggregations: [{ count: {} }],
      },
    });
    expect(describeRequest(`${base}:runAggregationQuery`, 'POST', aggregation)).toEqual({
      call: 'runAggregationQuery',
      collection: 'hotelBookings',
    });
    const batchGet = JSON.stringify({ documents: [document('settings/business').name, document('settings/notifications').name] });
    expect(describeRequest(`${base}:batchGet`, 'POST', batchGet)).toEqual({ call: 'batchGet', collection: 'settings' });
    expect(describeRequest(`${base}/tourPackages/sikkim-delight`, 'GET', null)).toEqual({
      call: 'get',
      collection: 'tourPackages',
    });
    expect(describeRequest(`${base}:commit`, 'POST', '{"writes":[]}')).toEqual({ call: 'write', collection: '' });
  });

  it('ignores preflights and everything that is not the documents API', () => {
    expect(describeRequest(`${base}:runQuery`, 'OPTIONS', null)).toBeNull();
    expect(describeRequest('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup', 'POST', '{}')).toBeNull();
    expect(describeRequest('http://127.0.0.1:4302/assets/index.js', 'GET', null)).toBeNull();
  });
});

describe('documentsInAnswer', () => {
  it('counts the documents of a query answer, not its empty results', () => {
    const answer = JSON.stringify([
      { document: document('tourPackages/a'), readTime: 't' },
      { document: document('tourPackages/b'), readTime: 't' },
    ]);
    expect(documentsInAnswer('runQuery', 200, answer)).toBe(2);
    expect(documentsInAnswer('runQuery', 200, JSON.stringify([{ readTime: 't' }]))).toBe(0);
  });

  it('counts found documents of a batch get, not missing ones', () => {
    const answer = JSON.stringify([{ found: document('settings/business') }, { missing: document('settings/x').name }]);
    expect(documentsInAnswer('batchGet', 200, answer)).toBe(1);
  });

  it('counts no document in an aggregation, a failure or an unreadable answer', () => {
    expect(
      documentsInAnswer(
        'runAggregationQuery',
        200,
        JSON.stringify([{ result: { aggregateFields: { count: { integerValue: '10000' } } } }]),
      ),
    ).toBe(0);
    expect(documentsInAnswer('runQuery', 403, JSON.stringify([{ document: document('hotelBookings/x') }]))).toBe(0);
    expect(documentsInAnswer('runQuery', 200, 'not json')).toBe(0);
    expect(documentsInAnswer('get', 200, JSON.stringify(document('tourPackages/a')))).toBe(1);
  });
});

describe('describeSources', () => {
  it('sums documents per collection, largest first, then names the aggregations', () => {
    expect(
      describeSources([
        { call: 'runQuery', collection: 'tourPackages', documents: 3 },
        { call: 'batchGet', collection: 'content', documents: 1 },
        { call: 'runQuery', collection: 'asterRooms', documents: 5 },
        { call: 'runAggregationQuery', collection: 'hotelBookings', documents: 0 },
        { call: 'runAggregationQuery', collection: 'hotelBookings', documents: 0 },
      ]),
    ).toBe('asterRooms 5, tourPackages 3, content 1, hotelBookings 2× count/sum');
    expect(describeSources([])).toBe('nothing');
  });
});
