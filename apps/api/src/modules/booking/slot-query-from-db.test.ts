import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { insertAppointment } from './appointment-rows';
import { B, bookingOwner, weekdaysWithLunch, type BookingOwner } from './booking-api-testing';
import { listSlots, isBookable } from './slot-engine';
import { slotQueryFromDb } from './slot-query-from-db';

// What the owner saves through the API is what the engine is asked (ADR 0039): the address's zone, the services
// with their effective rules, the employees with their schedules, overrides and personal durations, the journal.

describe.each(testEngines)('the slot query read from the database on %s', (engine) => {
  let t: TestApp;
  let owner: BookingOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await bookingOwner(t, 'Europe/Berlin');
  });
  afterAll(() => t.dispose());

  it('agrees with what the owner saved and lists the slots it implies', async () => {
    const [haircut, beard] = owner.serviceIds;
    await owner.ok(B.saveRules, {
      input: { step_minutes: 30, buffer_after_minutes: 10, minimum_notice_minutes: 0, horizon_days: 90 },
    });
    await owner.ok(B.saveRules, {
      service_id: beard,
      input: { buffer_before_minutes: 5, minimum_notice_minutes: 120 },
    });
    const anna = await owner.ok(B.save, { input: { name: 'Anna' } });
    const boris = await owner.ok(B.save, { input: { name: 'Boris' } });
    const away = await owner.ok(B.save, { input: { name: 'Inactive', is_active: false } });
    for (const employee of [anna, boris, away]) {
      await owner.ok(B.services, {
        employee_id: employee.id,
        services: [
          {
            address_id: owner.addressId,
            service_id: haircut,
            personal_duration_minutes: employee === anna ? 45 : null,
          },
        ],
      });
    }
    await owner.ok(B.schedule, {
      employee_id: anna.id,
      address_id: owner.addressId,
      schedule: weekdaysWithLunch,
    });
    const shift = {
      kind: 'shift',
      start_date: '2099-03-02',
      days_on: 2,
      days_off: 2,
      day: { intervals: [{ start: '10:00', end: '14:00' }] },
    };
    await owner.ok(B.schedule, { employee_id: boris.id, address_id: owner.addressId, schedule: shift });
    await owner.ok(B.schedule, {
      employee_id: away.id,
      address_id: owner.addressId,
      schedule: weekdaysWithLunch,
    });
    await owner.ok(B.saveOverride, {
      employee_id: anna.id,
      input: { kind: 'day_off', date_from: '2099-03-03' },
    });
    await owner.ok(B.saveOverride, {
      employee_id: boris.id,
      input: {
        kind: 'special_hours',
        date_from: '2099-03-02',
        day: { intervals: [{ start: '12:00', end: '16:00' }] },
      },
    });
    await insertAppointment(t.db, {
      projectId: owner.projectId,
      addressId: owner.addressId,
      employeeId: anna.id,
      start: new Date('2099-03-02T09:00:00+01:00'),
      end: new Date('2099-03-02T09:45:00+01:00'),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 10,
      source: 'crm',
      services: [{ serviceId: haircut, name: 'Haircut', priceMinor: 4000, durationMinutes: 45 }],
    });
    await insertAppointment(t.db, {
      projectId: owner.projectId,
      addressId: owner.addressId,
      employeeId: anna.id,
      start: new Date('2099-03-02T10:00:00+01:00'),
      end: new Date('2099-03-02T10:45:00+01:00'),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      status: 'cancelled',
      source: 'crm',
      services: [],
    });

    const now = '2099-03-01T12:00:00Z';
    const request = {
      projectId: owner.projectId,
      addressId: owner.addressId,
      from: '2099-03-02',
      to: '2099-03-03',
      now,
    };
    const query = await slotQueryFromDb(t.db, { ...request, serviceIds: [haircut, beard], employeeId: null });
    expect(query).toMatchObject({
      timeZone: 'Europe/Berlin',
      services: [
        { id: haircut, durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 10, capacity: 1 },
        { id: beard, bufferBeforeMinutes: 5, bufferAfterMinutes: 10, capacity: 1 },
      ],
      rules: { stepMinutes: 30, minimumNoticeMinutes: 120, horizonDays: 90 },
      from: '2099-03-02',
      to: '2099-03-03',
      people: 1,
    });
    const ids = [anna.id, boris.id].sort();
    expect(query.employees.map((employee) => employee.id)).toEqual(ids);
    const annaQuery = query.employees.find((employee) => employee.id === anna.id);
    expect(annaQuery).toEqual({
      id: anna.id,
      services: [{ serviceId: haircut, personalDurationMinutes: 45 }],
      schedule: weekdaysWithLunch,
      overrides: [{ kind: 'absence', reason: 'day-off', from: '2099-03-03', to: '2099-03-03' }],
    });
    expect(query.employees.find((employee) => employee.id === boris.id)?.overrides).toEqual([
      {
        kind: 'special-hours',
        date: '2099-03-02',
        day: { intervals: [{ start: '12:00', end: '16:00' }], breaks: [] },
      },
    ]);
    // The cancelled appointment is left out.
    expect(query.appointments).toEqual([
      {
        employeeId: anna.id,
        serviceId: haircut,
        start: '2099-03-02T08:00:00.000Z',
        end: '2099-03-02T08:45:00.000Z',
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 10,
        people: 1,
      },
    ]);

    // A haircut alone with Anna: her personal 45 minutes from 09:55 (after the visit and its buffer) on the
    // 30-minute grid; none on her day off.
    const haircutWithAnna = await slotQueryFromDb(t.db, {
      ...request,
      serviceIds: [haircut],
      employeeId: anna.id,
    });
    const slots = listSlots(haircutWithAnna);
    expect(slots[0].localStart).toBe('2099-03-02T10:00:00+01:00');
    expect(slots.every((slot) => slot.localStart.startsWith('2099-03-02'))).toBe(true);
    expect(isBookable(haircutWithAnna, '2099-03-02T08:30:00Z', anna.id)).toEqual({
      ok: false,
      reason: 'busy',
    });
    // Boris works his special hours on the first shift day; the shift's usual hours do not apply.
    const withBoris = await slotQueryFromDb(t.db, {
      ...request,
      serviceIds: [haircut],
      employeeId: boris.id,
    });
    expect(listSlots(withBoris).map((slot) => slot.localStart)).toEqual([
      '2099-03-02T12:00:00+01:00',
      '2099-03-02T12:30:00+01:00',
      '2099-03-02T13:00:00+01:00',
      '2099-03-02T13:30:00+01:00',
      '2099-03-02T14:00:00+01:00',
      '2099-03-02T14:30:00+01:00',
      '2099-03-02T15:00:00+01:00',
      '2099-03-03T10:00:00+01:00',
      '2099-03-03T10:30:00+01:00',
      '2099-03-03T11:00:00+01:00',
      '2099-03-03T11:30:00+01:00',
      '2099-03-03T12:00:00+01:00',
      '2099-03-03T12:30:00+01:00',
      '2099-03-03T13:00:00+01:00',
    ]);
  });

  it("answers NOT_FOUND for another project's address or a service not bookable online", async () => {
    const other = await bookingOwner(t);
    const base = {
      projectId: owner.projectId,
      from: '2099-03-02',
      to: '2099-03-02',
      now: '2099-03-01T00:00:00Z',
      employeeId: null,
    };
    await expect(
      slotQueryFromDb(t.db, { ...base, addressId: other.addressId, serviceIds: [owner.serviceIds[0]] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      slotQueryFromDb(t.db, { ...base, addressId: owner.addressId, serviceIds: [other.serviceIds[0]] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
