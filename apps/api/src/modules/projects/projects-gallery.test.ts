import fs from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { SaveProjectDocument } from '@donut/graphql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-databases';
import { registerClient } from '../../testing/clients';
import { multipartGraphql } from '../../testing/multipart';
import { pictureHash, pngPicture } from './test-pictures';

const SAVE = print(SaveProjectDocument);

interface Picture {
  hash: string;
  name: string;
  size: number;
  url: string;
}

interface UploadFile {
  content: Buffer;
  filename: string;
}

const picture = (shade: number, filename = `shade-${shade}.png`): UploadFile => ({
  content: pngPicture(shade),
  filename,
});

describe.each(testEngines)('the project gallery on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.dispose());

  let counter = 0;
  const address = () => `gallery-${Date.now().toString(36)}-${counter++}`;
  const storedFile = (content: Buffer) =>
    path.join(t.dataDir, 'uploads', 'projects', `${pictureHash(content)}.png`);

  /** SaveProject as a multipart request; `mainFirst: false` sends the main image after the gallery files. */
  async function save(
    token: string,
    variables: Record<string, unknown>,
    files: { main?: UploadFile; gallery?: UploadFile[]; mainFirst?: boolean } = {},
    language = 'en',
  ) {
    const gallery = files.gallery ?? [];
    const parts: Array<[string, UploadFile]> = gallery.map((file, index) => [
      `variables.image_gallery_uploads.${index}`,
      file,
    ]);
    if (files.main) {
      if (files.mainFirst === false) parts.push(['variables.image_main', files.main]);
      else parts.unshift(['variables.image_main', files.main]);
    }
    const vars = {
      ...variables,
      ...(files.main ? { image_main: null } : {}),
      ...(gallery.length ? { image_gallery_uploads: gallery.map(() => null) } : {}),
    };
    return multipartGraphql(
      t,
      token,
      { query: SAVE, variables: vars },
      parts.map(([target, file]) => [target, { name: file.filename, content: file.content }]),
      language,
    );
  }

  async function newProject(token: string, gallery: UploadFile[] = []) {
    const result = await save(token, { name: 'Gallery', domain: address() }, { gallery });
    expect(result.errors).toBeUndefined();
    return result.data.save_project as { id: string; name: string; image_galleries: Picture[] };
  }

  const hashes = (pictures: Picture[]) => pictures.map((p) => p.hash);

  it('adds pictures in order, serves them, reorders them and keeps the gallery when none is given', async () => {
    const { tokens } = await registerClient(t);
    const [one, two, three] = [picture(10), picture(20), picture(30)];
    const project = await newProject(tokens.access_token, [one, two]);
    expect(project.image_galleries).toEqual([
      {
        hash: pictureHash(one.content),
        name: 'shade-10.png',
        size: one.content.length,
        url: expect.stringContaining('/uploads/projects/'),
      },
      expect.objectContaining({ hash: pictureHash(two.content) }),
    ]);
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(project.image_galleries[0].url).pathname,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(one.content)).toBe(true);

    const appended = (
      await save(tokens.access_token, { id: project.id, name: 'Gallery' }, { gallery: [three] })
    ).data.save_project;
    expect(hashes(appended.image_galleries)).toEqual([one, two, three].map((p) => pictureHash(p.content)));

    const order = [three, one, two].map((p) => pictureHash(p.content));
    const reordered = (
      await save(tokens.access_token, { id: project.id, name: 'Gallery', image_galleries: order })
    ).data.save_project;
    expect(hashes(reordered.image_galleries)).toEqual(order);

    const untouched = (await save(tokens.access_token, { id: project.id, name: 'Renamed' })).data
      .save_project;
    expect(hashes(untouched.image_galleries)).toEqual(order);
  });

  it('deletes gallery pictures and the main image, and removes their files after the save', async () => {
    const { tokens } = await registerClient(t);
    const [main, one, two] = [picture(40, 'main.png'), picture(41), picture(42)];
    const created = await save(
      tokens.access_token,
      { name: 'Gallery', domain: address() },
      { main, gallery: [one, two], mainFirst: false },
    );
    expect(created.errors).toBeUndefined();
    const project = created.data.save_project;
    expect(project.image_main).toMatchObject({ hash: pictureHash(main.content), name: 'main.png' });
    expect(fs.existsSync(storedFile(one.content))).toBe(true);

    const deleted = (
      await save(tokens.access_token, {
        id: project.id,
        name: 'Gallery',
        image_deleted: [pictureHash(one.content), pictureHash(main.content)],
      })
    ).data.save_project;
    expect(hashes(deleted.image_galleries)).toEqual([pictureHash(two.content)]);
    expect(deleted.image_main).toBeNull();
    expect(fs.existsSync(storedFile(one.content))).toBe(false);
    expect(fs.existsSync(storedFile(main.content))).toBe(false);
    expect(fs.existsSync(storedFile(two.content))).toBe(true);

    // Keeping a subset drops the rest: an empty list empties the gallery.
    const emptied = (
      await save(tokens.access_token, { id: project.id, name: 'Gallery', image_galleries: [] })
    ).data.save_project;
    expect(emptied.image_galleries).toEqual([]);
    expect(fs.existsSync(storedFile(two.content))).toBe(false);
  });

  it('keeps a file another project still shows when one project deletes the picture', async () => {
    const { tokens } = await registerClient(t);
    const shared = picture(50);
    const first = await newProject(tokens.access_token, [shared]);
    await newProject(tokens.access_token, [shared]);
    const result = await save(tokens.access_token, {
      id: first.id,
      name: 'Gallery',
      image_deleted: [pictureHash(shared.content)],
    });
    expect(result.data.save_project.image_galleries).toEqual([]);
    expect(fs.existsSync(storedFile(shared.content))).toBe(true);
  });

  it('holds at most 10 pictures: one more is refused by name of the limit, in the user language', async () => {
    const { tokens } = await registerClient(t);
    const ten = Array.from({ length: 10 }, (_, index) => picture(100 + index));
    const project = await newProject(tokens.access_token, ten.slice(0, 9));
    const tooMany = await save(
      tokens.access_token,
      { id: project.id, name: 'Gallery' },
      { gallery: [picture(120), picture(121)] },
      'ru',
    );
    expect(tooMany.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { image_gallery_uploads: 'Максимум 10 файлов' },
    });
    expect(fs.existsSync(storedFile(picture(120).content))).toBe(false);
    const full = await save(tokens.access_token, { id: project.id, name: 'Gallery' }, { gallery: [ten[9]] });
    expect(full.data.save_project.image_galleries).toHaveLength(10);
    const eleven = await save(
      tokens.access_token,
      { name: 'Too many', domain: address() },
      { gallery: [...ten, picture(122)] },
      'en',
    );
    expect(eleven.errors?.[0].extensions.fields).toEqual({ image_gallery_uploads: 'Maximum 10 files' });
  });

  it('refuses an unknown or repeated hash to keep, and a picture the gallery already has', async () => {
    const { tokens } = await registerClient(t);
    const one = picture(60);
    const project = await newProject(tokens.access_token, [one]);
    const unknown = await save(tokens.access_token, {
      id: project.id,
      name: 'Gallery',
      image_galleries: ['f'.repeat(64)],
    });
    expect(unknown.errors?.[0].extensions.fields).toEqual({ image_galleries: 'Invalid value' });
    const repeated = await save(tokens.access_token, {
      id: project.id,
      name: 'Gallery',
      image_galleries: [pictureHash(one.content), pictureHash(one.content)],
    });
    expect(repeated.errors?.[0].extensions.fields).toEqual({ image_galleries: 'Value must be unique' });
    const again = await save(tokens.access_token, { id: project.id, name: 'Gallery' }, { gallery: [one] });
    expect(again.errors?.[0].extensions.fields).toEqual({ image_gallery_uploads: 'Value must be unique' });
    expect(fs.existsSync(storedFile(one.content))).toBe(true);
  });

  it('refuses a text file named .png and a file over 5 MB, changing nothing', async () => {
    const { tokens } = await registerClient(t);
    const project = await newProject(tokens.access_token, [picture(70)]);
    const fake = await save(
      tokens.access_token,
      { id: project.id, name: 'Changed' },
      { gallery: [{ content: Buffer.from('not a picture at all'), filename: 'photo.png' }] },
    );
    expect(fake.errors?.[0].extensions.fields).toEqual({ image_gallery_uploads: 'Invalid file type' });
    const huge = await save(
      tokens.access_token,
      { id: project.id, name: 'Changed' },
      {
        gallery: [
          { content: Buffer.concat([pngPicture(71), Buffer.alloc(5 * 1024 * 1024)]), filename: 'big.png' },
        ],
      },
      'ru',
    );
    expect(huge.errors?.[0].extensions.fields).toEqual({
      image_gallery_uploads: 'Размер файла не должен превышать 5 МБ',
    });
    const after = (await save(tokens.access_token, { id: project.id, name: 'Gallery' })).data.save_project;
    expect(hashes(after.image_galleries)).toEqual([pictureHash(picture(70).content)]);
  });

  it('changes nothing when the second upload is bad: no row change, no file left behind', async () => {
    const { tokens } = await registerClient(t);
    const [kept, good, mainGood] = [picture(80), picture(81), picture(82)];
    const project = await newProject(tokens.access_token, [kept]);
    const failed = await save(
      tokens.access_token,
      { id: project.id, name: 'Should not be saved', image_deleted: [pictureHash(kept.content)] },
      {
        main: mainGood,
        gallery: [good, { content: Buffer.from('%PDF-1.4 not an image'), filename: 'second.png' }],
      },
    );
    expect(failed.errors?.[0].extensions.fields).toEqual({ image_gallery_uploads: 'Invalid file type' });
    expect(fs.existsSync(storedFile(good.content))).toBe(false);
    expect(fs.existsSync(storedFile(mainGood.content))).toBe(false);
    expect(fs.existsSync(storedFile(kept.content))).toBe(true);
    const after = (await save(tokens.access_token, { id: project.id, name: 'Gallery' })).data.save_project;
    expect(after).toMatchObject({ name: 'Gallery', image_main: null });
    expect(hashes(after.image_galleries)).toEqual([pictureHash(kept.content)]);

    // A new project refused the same way is not created at all.
    const domain = address();
    const refusedCreate = await save(
      tokens.access_token,
      { name: 'Never', domain },
      { gallery: [picture(83), { content: Buffer.from('nope'), filename: 'x.png' }] },
    );
    expect(refusedCreate.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(fs.existsSync(storedFile(picture(83).content))).toBe(false);
    expect((await save(tokens.access_token, { name: 'Now', domain })).errors).toBeUndefined();
  });

  it("keeps another owner away from the gallery: no reorder, delete or upload on someone else's project", async () => {
    const a = await registerClient(t);
    const b = await registerClient(t);
    const mine = picture(90);
    const project = await newProject(a.tokens.access_token, [mine]);
    const hash = pictureHash(mine.content);
    for (const attempt of [
      () => save(b.tokens.access_token, { id: project.id, name: 'Gallery', image_deleted: [hash] }),
      () => save(b.tokens.access_token, { id: project.id, name: 'Gallery', image_galleries: [] }),
      () => save(b.tokens.access_token, { id: project.id, name: 'Gallery' }, { gallery: [picture(91)] }),
    ]) {
      expect((await attempt()).errors?.[0].extensions.code).toBe('NOT_FOUND');
    }
    expect(fs.existsSync(storedFile(mine.content))).toBe(true);
    expect(fs.existsSync(storedFile(picture(91).content))).toBe(false);
    const still = (await save(a.tokens.access_token, { id: project.id, name: 'Gallery' })).data.save_project;
    expect(hashes(still.image_galleries)).toEqual([hash]);
  });
});
