import { eq } from 'drizzle-orm';
import { employees, rates, subscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { insertAppointment } from './appointment-rows';
import { B, bookingOwner, weekdaysWithLunch, type BookingOwner } from './booking-api-testing';

describe.each(testEngines)("booking's set-up by the owner on %s", (engine) => {
  let t: TestApp;
  let salon: BookingOwner;
  let other: BookingOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    salon = await bookingOwner(t);
    other = await bookingOwner(t);
  });
  afterAll(() => t.dispose());

  it('creates, lists, changes and deletes employees, with localized field errors', async () => {
    const anna = await salon.ok(B.save, {
      input: { name: ' Anna ', position: 'Barber', description: 'Fades' },
    });
    expect(anna).toMatchObject({
      name: 'Anna',
      position: 'Barber',
      is_active: true,
      services: [],
      schedules: [],
    });
    const boris = await salon.ok(B.save, { input: { name: 'Boris' } });
    const page = await salon.ok(B.list, { limit: 1 });
    expect(page.list.map((employee: { name: string }) => employee.name)).toEqual(['Anna']);
    expect(page.meta).toEqual({ count: 1, has_next_page: true, total: 2 });

    const changed = await salon.ok(B.save, { id: boris.id, input: { name: 'Boris K', is_active: false } });
    expect(changed).toMatchObject({ id: boris.id, name: 'Boris K', is_active: false });

    const empty = await salon.call(B.save, { input: { name: '  ', position: 'x'.repeat(101) } }, 'ru');
    expect(empty.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: 'Это поле обязательно для заполнения', position: 'Максимум 100 символов' },
    });

    expect(await salon.ok(B.remove, { id: boris.id })).toBe(true);
    expect((await salon.call(B.one, { id: boris.id })).errors?.[0].extensions.code).toBe('NOT_FOUND');
    await salon.ok(B.remove, { id: anna.id });
  });

  it('keeps the services, schedules and overrides the owner saves, checked by the engine', async () => {
    const anna = await salon.ok(B.save, { input: { name: 'Anna' } });
    const performed = await salon.ok(B.services, {
      employee_id: anna.id,
      services: [
        { address_id: salon.addressId, service_id: salon.serviceIds[0], personal_duration_minutes: 45 },
        { address_id: salon.addressId, service_id: salon.serviceIds[1], personal_price_minor: 2500 },
      ],
    });
    expect(performed.services).toHaveLength(2);
    const foreign = await salon.call(B.services, {
      employee_id: anna.id,
      services: [{ address_id: other.addressId, service_id: other.serviceIds[0] }],
    });
    expect(foreign.errors?.[0].extensions.fields).toEqual({
      'services[0].address_id': 'Invalid value',
      'services[0].service_id': 'Invalid value',
    });

    const scheduled = await salon.ok(B.schedule, {
      employee_id: anna.id,
      address_id: salon.addressId,
      schedule: weekdaysWithLunch,
    });
    expect(scheduled.schedules[0]).toMatchObject({ address_id: salon.addressId, kind: 'weekly' });
    expect(scheduled.schedules[0].days[0]).toEqual({
      weekday: 1,
      intervals: [{ start: '09:00', end: '18:00' }],
      breaks: [{ start: '13:00', end: '13:45' }],
    });
    const badBreak = await salon.call(
      B.schedule,
      {
        employee_id: anna.id,
        address_id: salon.addressId,
        schedule: {
          kind: 'weekly',
          days: [
            {
              weekday: 1,
              intervals: [{ start: '09:00', end: '18:00' }],
              breaks: [{ start: '09:00', end: '09:30' }],
            },
          ],
        },
      },
      'en',
    );
    expect(badBreak.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.values(badBreak.errors?.[0].extensions.fields)).toContain(
      'The break cannot start when work starts',
    );
    const shift = await salon.call(B.schedule, {
      employee_id: anna.id,
      address_id: salon.addressId,
      schedule: {
        kind: 'shift',
        start_date: '2026-12-01',
        days_on: 2,
        day: { intervals: [{ start: '9:00', end: '18:00' }] },
      },
    });
    expect(shift.errors?.[0].extensions.fields).toEqual({ days_off: 'This field is required' });

    const vacation = await salon.ok(B.saveOverride, {
      employee_id: anna.id,
      input: { kind: 'vacation', date_from: '2099-07-01', date_to: '2099-07-14' },
    });
    expect(vacation.overrides).toEqual([
      {
        id: expect.any(String),
        address_id: null,
        kind: 'vacation',
        date_from: '2099-07-01',
        date_to: '2099-07-14',
        day: null,
      },
    ]);
    const backwards = await salon.call(
      B.saveOverride,
      { employee_id: anna.id, input: { kind: 'sick_leave', date_from: '2099-07-14', date_to: '2099-07-01' } },
      'ru',
    );
    expect(backwards.errors?.[0].extensions.fields).toEqual({
      date_to: 'Дата начала не может быть позже даты окончания',
    });
    const removed = await salon.ok(B.removeOverride, { employee_id: anna.id, id: vacation.overrides[0].id });
    expect(removed.overrides).toEqual([]);
  });

  it('saves booking rules for the project and a service, refusing a notice beyond the horizon', async () => {
    const defaults = await salon.ok(B.rules);
    expect(defaults).toEqual([
      expect.objectContaining({ service_id: null, step_minutes: 15, horizon_days: 60 }),
    ]);
    const saved = await salon.ok(B.saveRules, { input: { step_minutes: 30, buffer_after_minutes: 10 } });
    expect(saved).toMatchObject({
      service_id: null,
      step_minutes: 30,
      buffer_after_minutes: 10,
      horizon_days: 60,
    });
    const beyond = await salon.call(
      B.saveRules,
      { service_id: salon.serviceIds[0], input: { minimum_notice_minutes: 61 * 24 * 60 } },
      'en',
    );
    expect(beyond.errors?.[0].extensions.fields).toEqual({
      minimum_notice_minutes: 'The minimum notice cannot be longer than how far ahead bookings open',
    });
    const own = await salon.ok(B.saveRules, { service_id: salon.serviceIds[0], input: { capacity: 8 } });
    expect(own).toMatchObject({ service_id: salon.serviceIds[0], capacity: 8, step_minutes: null });
    const tooSmall = await salon.call(B.saveRules, { input: { step_minutes: 1 } });
    expect(tooSmall.errors?.[0].extensions.fields).toEqual({ step_minutes: 'Value must be at least 5' });
    expect(await salon.ok(B.rules)).toHaveLength(2);
  });

  it("answers NOT_FOUND for another owner's employee and changes nothing", async () => {
    const anna = await salon.ok(B.save, { input: { name: 'Anna' } });
    const before = await salon.ok(B.one, { id: anna.id });
    const attempts = [
      other.call(B.one, { id: anna.id }),
      other.call(B.save, { id: anna.id, input: { name: 'Taken' } }),
      other.call(B.remove, { id: anna.id }),
      other.call(B.services, { employee_id: anna.id, services: [] }),
      other.call(B.schedule, {
        employee_id: anna.id,
        address_id: other.addressId,
        schedule: weekdaysWithLunch,
      }),
      other.call(B.saveOverride, {
        employee_id: anna.id,
        input: { kind: 'day_off', date_from: '2099-01-01' },
      }),
      other.call(B.saveRules, { service_id: salon.serviceIds[0], input: { capacity: 2 } }),
      other.call(B.one, { id: anna.id, project_id: salon.projectId }),
      other.call(B.save, { input: { name: 'Intruder' }, project_id: salon.projectId }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.errors?.[0].extensions.code).toBe('NOT_FOUND');
    }
    expect(await salon.ok(B.one, { id: anna.id })).toEqual(before);
    expect((await salon.ok(B.list, { limit: 100 })).list.map((e: { name: string }) => e.name)).not.toContain(
      'Intruder',
    );
  });

  it('refuses to delete an employee with appointments (CONFLICT) and lets the owner deactivate them', async () => {
    const anna = await salon.ok(B.save, { input: { name: 'Booked' } });
    await insertAppointment(t.db, {
      projectId: salon.projectId,
      addressId: salon.addressId,
      employeeId: anna.id,
      start: new Date('2099-01-05T06:00:00Z'),
      end: new Date('2099-01-05T07:00:00Z'),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      source: 'crm',
      services: [],
    });
    const refused = await salon.call(B.remove, { id: anna.id });
    expect(refused.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(
      await salon.ok(B.save, { id: anna.id, input: { name: 'Booked', is_active: false } }),
    ).toMatchObject({
      is_active: false,
    });
  });

  it("refuses an employee beyond the plan's max_employees, counting all the owner's projects", async () => {
    const owner = await bookingOwner(t);
    const [start] = await t.db.select({ id: rates.id }).from(rates).where(eq(rates.code, 'start'));
    await t.db
      .update(subscriptions)
      .set({ rateId: start.id })
      .where(eq(subscriptions.clientId, owner.ownerId));
    await owner.ok(B.save, { input: { name: 'First' } });
    const refused = await owner.call(B.save, { input: { name: 'Second' } }, 'ru');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Тариф «Старт» позволяет до 1 сотрудника. Чтобы добавить больше, выберите тариф побольше.',
      extensions: { code: 'PLAN_LIMIT_REACHED' },
    });
    expect(await t.db.$count(employees, eq(employees.projectId, owner.projectId))).toBe(1);
  });
});
