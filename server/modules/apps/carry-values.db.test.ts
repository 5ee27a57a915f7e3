import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRecord, ListRecordsResponse } from '../../../contracts/app-definition.ts';
import { createUser, startTestServer, type TestServer, type TestUser } from '../../test/server.ts';
import { createProject } from '../projects/test-helpers.ts';
import { insertRecords } from './records.repo.ts';

// QA: after a definition replaced a reference field by a text field of the same key (a change
// asked in words, a new version), the records kept their stored value, the id of the record
// the reference pointed at, and the text field showed it («01JF…» where «Torno» was). The
// value is now the referenced record's title; an example pointing at nothing is cleared; the
// owner's own value is never dropped.

let server: TestServer;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { name: 'Rosa Taller' });
});
afterAll(async () => {
  await server?.close();
});

const talleres = {
  key: 'talleres',
  label: 'Taller',
  rule: 'catalogo',
  fields: [{ key: 'nombre', label: 'Nombre', type: 'text', required: true }],
};

const withTaller = (type: 'reference' | 'text' | 'longtext') => ({
  entities: [
    talleres,
    {
      key: 'inscripciones',
      label: 'Inscripción',
      labelPlural: 'Inscripciones',
      rule: 'privada',
      fields: [
        { key: 'persona', label: 'Nombre y apellidos', type: 'text', required: true },
        {
          key: 'taller',
          label: 'Taller',
          type,
          required: false,
          ...(type === 'reference' && { ref: 'talleres' }),
        },
      ],
    },
  ],
});

async function put(projectId: string, definition: unknown) {
  const res = await server.fetch(`/api/apps/${projectId}/definition`, {
    method: 'PUT',
    cookie: owner.cookie,
    json: { definition },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function list(projectId: string, entity: string): Promise<AppRecord[]> {
  const res = await server.fetch(`/api/apps/${projectId}/records/${entity}`, {
    cookie: owner.cookie,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as ListRecordsResponse).records;
}

async function create(projectId: string, entity: string, data: object): Promise<string> {
  const res = await server.fetch(`/api/apps/${projectId}/records/${entity}`, {
    cookie: owner.cookie,
    json: { data },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { record: AppRecord }).record.id;
}

describe('a reference field that becomes a text field', () => {
  it('shows the referenced record’s title, clears an example pointing at nothing, keeps the owner’s value', async () => {
    const project = await createProject(server, owner, { name: 'Talleres de cerámica' });
    await put(project.id, withTaller('reference'));
    await server.fetch(`/api/apps/${project.id}/examples`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    const torno = await create(project.id, 'talleres', { nombre: 'Torno' });
    const esmaltes = await create(project.id, 'talleres', { nombre: 'Esmaltes' });
    const own = await create(project.id, 'inscripciones', {
      persona: 'Lucía García',
      taller: torno,
    });
    const now = new Date().toISOString();
    const example = (id: string, persona: string, taller: string) => ({
      id,
      projectId: project.id,
      entityKey: 'inscripciones',
      data: JSON.stringify({ persona, taller }),
      authorId: owner.id,
      isExample: 1,
      createdAt: now,
      updatedAt: now,
    });
    // Examples as the engine seeds them, one pointing at a workshop since deleted, and an owner's
    // record whose value is not an id of this app (left as it is).
    await insertRecords(server.deps.db, [
      example('ejemplo-1', 'Marcos Pérez', esmaltes),
      example('ejemplo-2', 'Ana Ruiz', 'registro-borrado'),
      {
        ...example('propia-2', 'Pablo Gil', 'registro-que-no-existe'),
        isExample: 0,
      },
    ]);

    await put(project.id, withTaller('text'));
    const byId = new Map((await list(project.id, 'inscripciones')).map((r) => [r.id, r.data]));
    expect(byId.get(own)?.taller).toBe('Torno');
    expect(byId.get('ejemplo-1')?.taller).toBe('Esmaltes');
    expect(byId.get('ejemplo-2')).not.toHaveProperty('taller');
    expect(byId.get('ejemplo-2')?.persona).toBe('Ana Ruiz');
    expect(byId.get('propia-2')?.taller).toBe('registro-que-no-existe');
    // The workshops themselves are untouched.
    expect((await list(project.id, 'talleres')).map((r) => r.data.nombre).sort()).toEqual([
      'Esmaltes',
      'Torno',
    ]);
  });

  it('a field that stays a reference, or becomes a long text, is carried the same way', async () => {
    const project = await createProject(server, owner, { name: 'Talleres de verano' });
    await put(project.id, withTaller('reference'));
    const torno = await create(project.id, 'talleres', { nombre: 'Torno de verano' });
    const own = await create(project.id, 'inscripciones', {
      persona: 'Lucía García',
      taller: torno,
    });
    // Another field changes: the reference keeps its id.
    const renamed = withTaller('reference');
    (renamed.entities[1] as { label: string }).label = 'Matrícula';
    await put(project.id, renamed);
    let data = (await list(project.id, 'inscripciones')).find((r) => r.id === own)?.data;
    expect(data?.taller).toBe(torno);
    await put(project.id, withTaller('longtext'));
    data = (await list(project.id, 'inscripciones')).find((r) => r.id === own)?.data;
    expect(data?.taller).toBe('Torno de verano');
  });

  it('back to a reference, a title points at the one record it names; a shared or unknown one is kept or cleared', async () => {
    const project = await createProject(server, owner, { name: 'Talleres de otoño' });
    await put(project.id, withTaller('reference'));
    await server.fetch(`/api/apps/${project.id}/examples`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    const torno = await create(project.id, 'talleres', { nombre: 'Torno' });
    await create(project.id, 'talleres', { nombre: 'Raku' });
    await create(project.id, 'talleres', { nombre: 'Raku' });
    await put(project.id, withTaller('text'));
    const lucia = await create(project.id, 'inscripciones', { persona: 'Lucía', taller: 'Torno' });
    const pablo = await create(project.id, 'inscripciones', { persona: 'Pablo', taller: 'Raku' });
    const eva = await create(project.id, 'inscripciones', {
      persona: 'Eva',
      taller: 'Por decidir',
    });
    await put(project.id, withTaller('reference'));
    const byId = new Map((await list(project.id, 'inscripciones')).map((r) => [r.id, r.data]));
    expect(byId.get(lucia)?.taller).toBe(torno);
    // Two workshops are called «Raku»: the owner's words stay, as does one naming none.
    expect(byId.get(pablo)?.taller).toBe('Raku');
    expect(byId.get(eva)?.taller).toBe('Por decidir');
  });
});
