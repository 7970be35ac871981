/**
 * @jest-environment node
 *
 * Recorded traffic as mocks: record → replay round trip, the committed sample recording, fallback to the dataset.
 */
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupServer } from 'msw/node';
import { createMockApp } from '../server/app';
import { handlers } from '../handlers/index';
import { harHandlers, operationFor, readHar, recordingProxy } from '../har';

const SAMPLE = path.resolve(__dirname, '../../recordings/mock-sample.har');

async function listen(): Promise<{ server: Server; base: string }> {
  const app = createMockApp();
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('recorded traffic', () => {
  it('records each exchange with the content service (checked against the contract) and replays it with MSW', async () => {
    const service = await listen();
    const recording = await recordingProxy(service.base);
    const paths = [
      '/api/en/tours?page=1&per_page=3',
      '/api/vi/getHeader',
      '/api/en/tours/ha-long-bay-discovery',
    ];
    const recorded: unknown[] = [];
    try {
      for (const p of paths) recorded.push(await (await fetch(`${recording.url}${p}`)).json());
    } finally {
      await recording.close();
      await new Promise((resolve) => service.server.close(resolve));
    }
    const har = recording.har();
    expect(recording.problems).toEqual([]);
    expect(
      har.log.entries.map((e) => new URL(e.request.url).pathname + new URL(e.request.url).search),
    ).toEqual(paths);
    expect(har.log.entries[0].response.status).toBe(200);

    // Replayed on another origin, with nothing but the recording and the dataset behind it.
    const replay = setupServer(...harHandlers(har), ...handlers);
    replay.listen({ onUnhandledRequest: 'error' });
    try {
      for (const [i, p] of paths.entries())
        expect(await (await fetch(`https://content.example.com${p}`)).json()).toEqual(recorded[i]);
    } finally {
      replay.close();
    }
  });

  it('replays the committed sample recording, and answers from the dataset what it lacks', async () => {
    const har = readHar(SAMPLE);
    expect(har.log.entries.length).toBeGreaterThan(10);
    const recordedTour = har.log.entries.find((e) => /\/api\/en\/tours\/[^/?]+$/.test(e.request.url))!;
    // A recognisable change, to tell the recording from the dataset.
    const changed = JSON.parse(recordedTour.response.content.text!) as { data: { title: string } };
    changed.data.title = 'Recorded title';
    recordedTour.response.content.text = JSON.stringify(changed);

    const replay = setupServer(...harHandlers(har), ...handlers);
    replay.listen({ onUnhandledRequest: 'error' });
    try {
      const tourPath = new URL(recordedTour.request.url).pathname;
      const tour = (await (await fetch(`http://localhost${tourPath}`)).json()) as { data: { title: string } };
      expect(tour.data.title).toBe('Recorded title');
      // Not in the recording: the dataset answers.
      const other = await fetch(
        'http://localhost/api/en/tour-reviews-show?type=tour&slug=ha-long-bay-discovery&page=7&per_page=2',
      );
      expect(other.status).toBe(200);
    } finally {
      replay.close();
    }
  });

  it('knows the operation of a content-service path', () => {
    expect(operationFor('GET', '/api/en/tours/ha-long')).toBe('getTour');
    expect(operationFor('GET', '/api/vi/tours')).toBe('listTours');
    expect(operationFor('POST', '/api/bookings')).toBe('createBooking');
    // Manage my booking: recorded and checked like every other call.
    expect(operationFor('POST', '/api/bookings/lookup')).toBe('findBooking');
    expect(operationFor('POST', '/api/bookings/9002/balance-payment')).toBe('recordBalancePayment');
    expect(operationFor('GET', '/storage/x.jpg')).toBeUndefined();
  });
});
