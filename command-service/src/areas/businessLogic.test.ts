import { DomainError } from '@conectasst/common/rules/domainError';
import type { AreaEvent } from './area';
import { areaDecider } from './businessLogic';
import { specify } from '../testing/deciderSpec';

/** given these events, when this command, then these events / this error */
const { given } = specify(areaDecider);

const created: AreaEvent = { type: 'AreaCreated', data: { areaId: 7, name: 'Segurança do Trabalho' } };

describe('area rules', () => {
  it('creates a new area', () => {
    expect(given().when({ type: 'CreateArea', areaId: 7, name: 'Segurança do Trabalho' })).toEqual([created]);
  });

  it('refuses to create an area twice', () => {
    expect(() => given(created).when({ type: 'CreateArea', areaId: 7, name: 'X' })).toThrow(DomainError);
  });

  it('renames and deactivates in one edit', () => {
    expect(given(created).when({ type: 'UpdateArea', areaId: 7, name: 'Medicina do Trabalho', status: false })).toEqual(
      [
        {
          type: 'AreaRenamed',
          data: { areaId: 7, name: 'Medicina do Trabalho', previousName: 'Segurança do Trabalho' },
        },
        { type: 'AreaDeactivated', data: { areaId: 7 } },
      ],
    );
  });

  it('reactivates an inactive area', () => {
    expect(
      given(created, { type: 'AreaDeactivated', data: { areaId: 7 } }).when({
        type: 'UpdateArea',
        areaId: 7,
        name: 'Segurança do Trabalho',
        status: true,
      }),
    ).toEqual([{ type: 'AreaActivated', data: { areaId: 7 } }]);
  });

  it('changes nothing when the edit repeats the current values', () => {
    expect(given(created).when({ type: 'UpdateArea', areaId: 7, name: 'Segurança do Trabalho', status: true })).toEqual(
      [],
    );
  });

  it('refuses to edit or delete an area that does not exist', () => {
    expect(() => given().when({ type: 'UpdateArea', areaId: 7, name: 'X', status: true })).toThrow(
      'Área não encontrada.',
    );
    expect(() => given().when({ type: 'DeleteArea', areaId: 7 })).toThrow('Área não encontrada.');
  });

  it('deletes an area once; a deleted area cannot be edited or deleted again', () => {
    expect(given(created).when({ type: 'DeleteArea', areaId: 7 })).toEqual([
      { type: 'AreaDeleted', data: { areaId: 7 } },
    ]);
    const deleted: AreaEvent = { type: 'AreaDeleted', data: { areaId: 7 } };
    expect(() => given(created, deleted).when({ type: 'DeleteArea', areaId: 7 })).toThrow(DomainError);
    expect(() => given(created, deleted).when({ type: 'UpdateArea', areaId: 7, name: 'Y', status: true })).toThrow(
      DomainError,
    );
  });
});
