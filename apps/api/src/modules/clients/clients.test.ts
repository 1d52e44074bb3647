import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { emailTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import {
  CLIENT_QUERY,
  GOOD_PASSWORD,
  registerClient,
  signInitData,
  uniqueEmail,
} from '../../testing/clients';
import { hashToken } from '../auth/secure-token';

const UPDATE = `mutation ($name: String, $surname: String, $phone: String, $timezone: String, $country_id: ID, $language_id: ID, $image_deleted: Boolean, $avatar: Upload) {
  update_client_profile(name: $name, surname: $surname, phone: $phone, timezone: $timezone, country_id: $country_id,
    language_id: $language_id, image_deleted: $image_deleted, avatar: $avatar) { id name surname phone timezone country { id } language { id abbr_front } avatar { hash name size url } } }`;
const CHANGE_PASSWORD = `mutation ($new_password: String!, $new_password_repeat: String!, $old_password: String) {
  change_client_password(new_password: $new_password, new_password_repeat: $new_password_repeat, old_password: $old_password) }`;
const DELETE = `mutation ($password: String!) { delete_client(password: $password) }`;
const CHANGE_EMAIL = `mutation ($email: String!, $password: String) { change_client_email(email: $email, password: $password) }`;
const RESEND = 'mutation { resend_client_email_change }';
const CANCEL = 'mutation { cancel_client_email_change }';
const CLIENT_QUERY_WITH_PENDING = '{ client { id email pending_email is_confirm_email need_set_password } }';
const tokenOf = (link: string | null | undefined) =>
  new URL(link ?? 'http://x').searchParams.get('confirm_email') ?? '';

/** The smallest valid PNG: 1x1, one white pixel. */
function png(): Buffer {
  const crc = (data: Buffer) => {
    let c = ~0;
    for (const byte of data) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    header,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testEngines)('the owner account over GraphQL on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  async function uploadAvatar(accessToken: string, content: Buffer, filename: string) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPDATE, variables: { avatar: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.avatar'] }));
    form.append('0', new Blob([new Uint8Array(content)]), filename);
    const request = new Response(form);
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': request.headers.get('content-type') ?? '',
        'x-language': 'en',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return response.json();
  }

  it('refuses every owner operation without a valid token', async () => {
    for (const [query, variables] of [
      [CLIENT_QUERY, {}],
      [UPDATE, { name: 'x' }],
      [DELETE, { password: 'x' }],
    ] as const) {
      const result = await t.graphql(query, variables, 'ka');
      expect(result.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(result.errors?.[0].message).toMatch(/[\u10A0-\u10FF]/);
    }
  });

  it('keeps two owners apart: each sees and changes only their own account', async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    await t.graphql(UPDATE, { name: 'Анна' }, 'ru', a.tokens.access_token);
    const seenByA = (await t.graphql(CLIENT_QUERY, {}, 'ru', a.tokens.access_token)).data.client;
    const seenByB = (await t.graphql(CLIENT_QUERY, {}, 'ru', b.tokens.access_token)).data.client;
    expect(seenByA).toMatchObject({ email: a.email, name: 'Анна' });
    expect(seenByB).toMatchObject({ email: b.email, name: null });
  });

  it('updates the profile and clears a field given empty', async () => {
    const { tokens } = await registerClient(t);
    const countries = (
      await t.graphql('{ country_list(filter: { search: "GE" }) { info { id name } } }', {}, 'en')
    ).data.country_list.info;
    const georgia = countries.find((c: { name: string }) => c.name === 'Georgia');
    const languages = (
      await t.graphql('{ language_list(filter: { is_visible: true }) { info { id abbr_front } } }')
    ).data.language_list.info;
    const ka = languages.find((l: { abbr_front: string }) => l.abbr_front === 'ka');
    const result = await t.graphql(
      UPDATE,
      {
        name: '  Нино ',
        surname: 'ბერიძე',
        phone: '+995 (32) 212-34-56',
        timezone: 'Asia/Tbilisi',
        country_id: georgia.id,
        language_id: ka.id,
      },
      'en',
      tokens.access_token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.update_client_profile).toMatchObject({
      name: 'Нино',
      surname: 'ბერიძე',
      phone: '+995 (32) 212-34-56',
      timezone: 'Asia/Tbilisi',
      country: { id: georgia.id },
      language: { id: ka.id, abbr_front: 'ka' },
    });
    const cleared = await t.graphql(UPDATE, { surname: '' }, 'en', tokens.access_token);
    expect(cleared.data.update_client_profile).toMatchObject({ surname: null, name: 'Нино' });
  });

  it.each([
    [{ phone: 'call me' }, 'phone', 'Invalid phone format'],
    [{ name: 'x'.repeat(101) }, 'name', 'Maximum 100 characters'],
    [{ country_id: '999999' }, 'country_id', 'Invalid value'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'Invalid value'],
  ])('refuses %j with a field message and changes nothing', async (variables, field, message) => {
    const { tokens } = await registerClient(t);
    await t.graphql(UPDATE, { name: 'Before' }, 'en', tokens.access_token);
    const result = await t.graphql(UPDATE, { ...variables, surname: 'After' }, 'en', tokens.access_token);
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: message },
    });
    const client = (await t.graphql(CLIENT_QUERY, {}, 'en', tokens.access_token)).data.client;
    expect(client).toMatchObject({ name: 'Before', surname: null });
  });

  it('stores a PNG avatar checked by content, serves it, and deletes it on request', async () => {
    const { tokens } = await registerClient(t);
    const result = await uploadAvatar(tokens.access_token, png(), 'me.png');
    expect(result.errors).toBeUndefined();
    const avatar = result.data.update_client_profile.avatar;
    expect(avatar).toMatchObject({
      name: 'me.png',
      size: png().length,
      hash: expect.stringMatching(/^[a-f\d]{64}$/),
    });
    const file = await t.app.inject({ method: 'GET', url: new URL(avatar.url).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png())).toBe(true);
    const deleted = await t.graphql(UPDATE, { image_deleted: true }, 'en', tokens.access_token);
    expect(deleted.data.update_client_profile.avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: new URL(avatar.url).pathname })).statusCode).toBe(404);
  });

  it('refuses a text file named .png and a file over 5 MB', async () => {
    const { tokens } = await registerClient(t);
    const fake = await uploadAvatar(
      tokens.access_token,
      Buffer.from('just some text, not an image'),
      'photo.png',
    );
    expect(fake.errors?.[0].extensions.fields).toEqual({ avatar: 'Invalid file type' });
    const huge = await uploadAvatar(
      tokens.access_token,
      Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]),
      'big.png',
    );
    expect(huge.errors?.[0].extensions.fields).toEqual({ avatar: 'File size should not exceed 5 MB' });
    const client = (await t.graphql(CLIENT_QUERY, {}, 'en', tokens.access_token)).data.client;
    expect(client.avatar).toBeNull();
  });

  it('changes the password with the old one, ends other sessions and keeps this one', async () => {
    const { email, tokens } = await registerClient(t);
    const other = (await t.post('/auth/login', { email, password: GOOD_PASSWORD })).json().data;
    const wrongOld = await t.graphql(
      CHANGE_PASSWORD,
      {
        old_password: 'nope-nope-1',
        new_password: 'fresh-meadow-61',
        new_password_repeat: 'fresh-meadow-61',
      },
      'en',
      tokens.access_token,
    );
    expect(wrongOld.errors?.[0]).toMatchObject({
      message: 'The password is wrong.',
      extensions: { code: 'WRONG_PASSWORD' },
    });
    const mismatch = await t.graphql(
      CHANGE_PASSWORD,
      {
        old_password: GOOD_PASSWORD,
        new_password: 'fresh-meadow-61',
        new_password_repeat: 'fresh-meadow-62',
      },
      'en',
      tokens.access_token,
    );
    expect(mismatch.errors?.[0].extensions.fields).toEqual({ new_password_repeat: 'Passwords must match' });
    const missingOld = await t.graphql(
      CHANGE_PASSWORD,
      { new_password: 'fresh-meadow-61', new_password_repeat: 'fresh-meadow-61' },
      'en',
      tokens.access_token,
    );
    expect(missingOld.errors?.[0].extensions.fields).toEqual({ old_password: 'This field is required' });

    const ok = await t.graphql(
      CHANGE_PASSWORD,
      {
        old_password: GOOD_PASSWORD,
        new_password: 'fresh-meadow-61',
        new_password_repeat: 'fresh-meadow-61',
      },
      'en',
      tokens.access_token,
    );
    expect(ok.data.change_client_password).toBe(true);
    expect((await t.graphql(CLIENT_QUERY, {}, 'en', tokens.access_token)).data.client.email).toBe(email);
    expect((await t.graphql(CLIENT_QUERY, {}, 'en', other.access_token)).errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await t.post('/auth/login', { email, password: 'fresh-meadow-61' })).statusCode).toBe(200);
    expect(
      (await t.mails()).some((m) => m.to.includes(email) && /password.*changed|changed/i.test(m.subject)),
    ).toBe(true);
  });

  it('deletes the account only with its password, then every token and sign-in fails', async () => {
    const { email, tokens } = await registerClient(t);
    const wrong = await t.graphql(DELETE, { password: 'not-mine-123' }, 'en', tokens.access_token);
    expect(wrong.errors?.[0].extensions.code).toBe('WRONG_PASSWORD');
    expect((await t.graphql(CLIENT_QUERY, {}, 'en', tokens.access_token)).data.client.email).toBe(email);
    const deleted = await t.graphql(DELETE, { password: GOOD_PASSWORD }, 'ru', tokens.access_token);
    expect(deleted.data.delete_client).toBe(true);
    expect((await t.graphql(CLIENT_QUERY, {}, 'en', tokens.access_token)).errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await t.post('/auth/refresh-token', { refresh_token: tokens.refresh_token })).statusCode).toBe(
      401,
    );
    expect((await t.post('/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    const mail = (await t.mails()).find((m) => m.to.includes(email) && !m.link);
    expect(mail?.subject).toMatch(/[А-Яа-я]/);
  });
});

describe.each(testEngines)('Telegram connection of an owner on %s', (engine) => {
  const BOT = '7000000001:AAE-test-token-of-the-donut-bot-xyz';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { TELEGRAM_BOT_TOKEN: BOT });
  });
  afterAll(() => t.dispose());

  let telegramId = 770;
  const signInWithTelegram = async () => {
    const initData = signInitData(BOT, {
      auth_date: String(Math.floor(Date.now() / 1000)),
      user: JSON.stringify({ id: telegramId++, first_name: 'Gio' }),
    });
    return (await t.post('/auth/telegram', { init_data: initData })).json().data as { access_token: string };
  };
  const disconnect = (accessToken: string) =>
    t.graphql('mutation { disconnect_telegram }', {}, 'en', accessToken);

  it('refuses to disconnect with a password but no e-mail: there would be no way to sign in', async () => {
    const tokens = await signInWithTelegram();
    const refused = await disconnect(tokens.access_token);
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringMatching(/e-mail and set a password/),
    });
    const setPassword = await t.graphql(
      CHANGE_PASSWORD,
      { new_password: 'quiet-river-58', new_password_repeat: 'quiet-river-58' },
      'en',
      tokens.access_token,
    );
    expect(setPassword.data.change_client_password).toBe(true);
    const stillRefused = await t.graphql('mutation { disconnect_telegram }', {}, 'ru', tokens.access_token);
    expect(stillRefused.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringMatching(/добавьте почту/),
    });
    expect(
      (await t.graphql(CLIENT_QUERY, {}, 'en', tokens.access_token)).data.client.is_telegram_connected,
    ).toBe(true);
  });

  it('lets a Telegram-only owner add an e-mail, confirm it, set a password, disconnect and sign in with both', async () => {
    const tokens = await signInWithTelegram();
    const email = uniqueEmail('tg');
    const asked = await t.graphql(
      CHANGE_EMAIL,
      { email: `  ${email.toUpperCase()} ` },
      'ka',
      tokens.access_token,
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data.change_client_email).toBe(true);
    expect(
      (await t.graphql(CLIENT_QUERY_WITH_PENDING, {}, 'en', tokens.access_token)).data.client,
    ).toMatchObject({ email: null, pending_email: email });

    const mail = (await t.mails()).find((m) => m.to.includes(email));
    expect(mail?.subject).toMatch(/\p{Script=Georgian}/u);
    const needsPassword = await disconnect(tokens.access_token);
    expect(needsPassword.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringMatching(/e-mail and set a password/),
    });

    expect((await t.post('/auth/email/confirm', { token: tokenOf(mail?.link) })).json()).toEqual({
      data: { ok: true },
    });
    const confirmed = (await t.graphql(CLIENT_QUERY_WITH_PENDING, {}, 'en', tokens.access_token)).data.client;
    expect(confirmed).toMatchObject({
      email,
      pending_email: null,
      is_confirm_email: true,
      need_set_password: true,
    });
    expect((await disconnect(tokens.access_token)).errors?.[0].message).toBe(
      'Set a password first: without Telegram it would be your only way to sign in.',
    );

    await t.graphql(
      CHANGE_PASSWORD,
      { new_password: 'quiet-river-58', new_password_repeat: 'quiet-river-58' },
      'en',
      tokens.access_token,
    );
    expect((await disconnect(tokens.access_token)).data.disconnect_telegram).toBe(true);
    expect(
      (await t.graphql(CLIENT_QUERY, {}, 'en', tokens.access_token)).data.client.is_telegram_connected,
    ).toBe(false);
    expect((await disconnect(tokens.access_token)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.post('/auth/login', { email, password: 'quiet-river-58' })).statusCode).toBe(200);
  });
});

describe.each(testEngines)('changing the sign-in e-mail on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  const me = async (accessToken: string) =>
    (await t.graphql(CLIENT_QUERY_WITH_PENDING, {}, 'en', accessToken)).data.client;
  const linkTo = async (address: string) =>
    (await t.mails()).filter((m) => m.to.includes(address) && m.link).at(-1)?.link ?? null;
  const confirm = (token: string, headers: Record<string, string> = {}) =>
    t.post('/auth/email/confirm', { token }, { 'x-language': 'en', ...headers });
  /** Lets the owner ask again at once, as if the cooldown had passed. */
  const afterCooldown = (clientId: string) =>
    t.db
      .update(emailTokens)
      .set({ createdAt: new Date(Date.now() - 3600_000 - 1000) })
      .where(eq(emailTokens.clientId, clientId));

  it('asks for the current password when the owner has one, and refuses a wrong one without sending anything', async () => {
    const { email, tokens } = await registerClient(t);
    const wanted = uniqueEmail('new');
    const missing = await t.graphql(CHANGE_EMAIL, { email: wanted }, 'en', tokens.access_token);
    expect(missing.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: 'This field is required' },
    });
    const wrong = await t.graphql(
      CHANGE_EMAIL,
      { email: wanted, password: 'not-mine-123' },
      'en',
      tokens.access_token,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'The password is wrong.',
      extensions: { code: 'WRONG_PASSWORD' },
    });
    expect(await me(tokens.access_token)).toMatchObject({ email, pending_email: null });
    expect((await t.mails()).some((m) => m.to.includes(wanted))).toBe(false);
  });

  it('refuses an address without a mail domain and the address the owner already has', async () => {
    const { email, tokens } = await registerClient(t);
    const bad = await t.graphql(
      CHANGE_EMAIL,
      { email: 'nino@localhost', password: GOOD_PASSWORD },
      'en',
      tokens.access_token,
    );
    expect(bad.errors?.[0].extensions.fields).toEqual({
      email: 'Email must contain @ and an email client domain',
    });
    const same = await t.graphql(
      CHANGE_EMAIL,
      { email: email.toUpperCase(), password: GOOD_PASSWORD },
      'en',
      tokens.access_token,
    );
    expect(same.errors?.[0]).toMatchObject({
      message: 'This is already your sign-in e-mail.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await me(tokens.access_token)).pending_email).toBeNull();
  });

  it('changes the address once its link is followed; the old address is told and no longer signs in', async () => {
    const { email, tokens } = await registerClient(t);
    const wanted = uniqueEmail('new');
    expect(
      (await t.graphql(CHANGE_EMAIL, { email: wanted, password: GOOD_PASSWORD }, 'ru', tokens.access_token))
        .data.change_client_email,
    ).toBe(true);
    expect(await me(tokens.access_token)).toMatchObject({ email, pending_email: wanted });
    const link = await linkTo(wanted);
    expect(link).toMatch(/\/ru\/\?confirm_email=[\w-]{43}$/);

    expect((await confirm(tokenOf(link))).statusCode).toBe(200);
    expect(await me(tokens.access_token)).toMatchObject({
      email: wanted,
      pending_email: null,
      is_confirm_email: true,
    });
    expect((await t.post('/auth/login', { email: wanted, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await t.post('/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    expect((await t.mails()).some((m) => m.to.includes(email) && !m.link && /changed/i.test(m.subject))).toBe(
      true,
    );
  });

  it('answers a taken address like a free one, mails its owner a notice without a link, and never moves it', async () => {
    const holder = await registerClient(t);
    const asker = await registerClient(t);
    const free = uniqueEmail('free');
    const mailsBefore = (await t.mails()).filter((m) => m.to.includes(holder.email)).length;
    const taken = await t.graphql(
      CHANGE_EMAIL,
      { email: holder.email, password: GOOD_PASSWORD },
      'en',
      asker.tokens.access_token,
    );
    expect(taken).toEqual({ data: { change_client_email: true } });
    expect(await me(asker.tokens.access_token)).toMatchObject({
      email: asker.email,
      pending_email: holder.email,
    });
    const toHolder = (await t.mails()).filter((m) => m.to.includes(holder.email)).slice(mailsBefore);
    expect(toHolder).toHaveLength(1);
    expect(toHolder[0]).toMatchObject({
      link: null,
      subject: 'Someone tried to add your email to another Donut account',
    });

    // The limits are the same too: a second mail within the cooldown is refused for either kind of address.
    const again = await t.graphql(
      CHANGE_EMAIL,
      { email: free, password: GOOD_PASSWORD },
      'en',
      asker.tokens.access_token,
    );
    expect(again.errors?.[0].extensions.code).toBe('RATE_LIMITED');
    await afterCooldown((await me(asker.tokens.access_token)).id);
    expect(
      (
        await t.graphql(
          CHANGE_EMAIL,
          { email: free, password: GOOD_PASSWORD },
          'en',
          asker.tokens.access_token,
        )
      ).data.change_client_email,
    ).toBe(true);
    expect((await me(holder.tokens.access_token)).email).toBe(holder.email);
  });

  it('spends a link once, refuses an expired one, and forgets a cancelled request', async () => {
    const { email, tokens } = await registerClient(t);
    const id = (await me(tokens.access_token)).id;
    const first = uniqueEmail('once');
    await t.graphql(CHANGE_EMAIL, { email: first, password: GOOD_PASSWORD }, 'en', tokens.access_token);
    const expiring = tokenOf(await linkTo(first));
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(expiring)));
    expect((await confirm(expiring)).json().error).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'This link is invalid or has expired. Please request a new one.',
    });
    expect(await me(tokens.access_token)).toMatchObject({ email, pending_email: first });

    await afterCooldown(id);
    expect((await t.graphql(RESEND, {}, 'en', tokens.access_token)).data.resend_client_email_change).toBe(
      true,
    );
    const resent = tokenOf(await linkTo(first));
    expect(resent).not.toBe(expiring);
    expect((await confirm(resent)).statusCode).toBe(200);
    expect((await confirm(resent)).json().error.code).toBe('TOKEN_INVALID');
    expect((await me(tokens.access_token)).email).toBe(first);

    await afterCooldown(id);
    const second = uniqueEmail('cancelled');
    await t.graphql(CHANGE_EMAIL, { email: second, password: GOOD_PASSWORD }, 'en', tokens.access_token);
    expect((await t.graphql(CANCEL, {}, 'en', tokens.access_token)).data.cancel_client_email_change).toBe(
      true,
    );
    expect((await confirm(tokenOf(await linkTo(second)))).json().error.code).toBe('TOKEN_INVALID');
    expect(await me(tokens.access_token)).toMatchObject({ email: first, pending_email: null });
    expect((await t.graphql(RESEND, {}, 'en', tokens.access_token)).errors?.[0].extensions.code).toBe(
      'NOT_FOUND',
    );
  });

  it("keeps two owners apart: a link confirms its own owner's address only, whoever sends it", async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    const forA = uniqueEmail('a');
    const forB = uniqueEmail('b');
    await t.graphql(CHANGE_EMAIL, { email: forA, password: GOOD_PASSWORD }, 'en', a.tokens.access_token);
    await t.graphql(CHANGE_EMAIL, { email: forB, password: GOOD_PASSWORD }, 'en', b.tokens.access_token);

    // B, signed in, sends A's link: it is A's address that changes, never B's.
    expect(
      (await confirm(tokenOf(await linkTo(forA)), { authorization: `Bearer ${b.tokens.access_token}` }))
        .statusCode,
    ).toBe(200);
    expect(await me(a.tokens.access_token)).toMatchObject({ email: forA, pending_email: null });
    expect(await me(b.tokens.access_token)).toMatchObject({ email: b.email, pending_email: forB });
    // B cancelling touches only B's request.
    await t.graphql(CANCEL, {}, 'en', b.tokens.access_token);
    expect((await me(a.tokens.access_token)).email).toBe(forA);
    expect((await confirm(tokenOf(await linkTo(forB)))).json().error.code).toBe('TOKEN_INVALID');
  });

  it('fails cleanly, in the request language, when someone registered the address before the link was followed', async () => {
    const { email, tokens } = await registerClient(t);
    const wanted = uniqueEmail('race');
    await t.graphql(CHANGE_EMAIL, { email: wanted, password: GOOD_PASSWORD }, 'en', tokens.access_token);
    const token = tokenOf(await linkTo(wanted));
    await registerClient(t, 'en', wanted);
    const late = await confirm(token, { 'x-language': 'ru' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: expect.stringMatching(/другом аккаунте/),
    });
    expect(await me(tokens.access_token)).toMatchObject({ email, pending_email: null });
  });

  it('refuses every e-mail change call without a valid token', async () => {
    for (const [query, variables] of [
      [CHANGE_EMAIL, { email: uniqueEmail() }],
      [RESEND, {}],
      [CANCEL, {}],
    ] as const) {
      expect((await t.graphql(query, variables, 'en')).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});
