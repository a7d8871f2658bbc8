import type { RestRouter } from '../rest-router.js';
import { body, created, hal, halList, idParam, int, q } from '../lib/params.js';

const SUMMARY = `id name description memberCount grantsAll`;
const USER = `id employeeId name firstName lastName enabled roles { ${SUMMARY} }`;
const DETAILS = `user { ${USER} } availableRoles { ${SUMMARY} }`;
const ROLE = `id name description memberCount grantsAll authorities`;
const AUTHORITY = `name title description group`;

const roleInput = (b: Record<string, any>) => ({
  name: b.name == null ? null : String(b.name),
  description: b.description == null ? null : String(b.description),
});

/** Rights administration (spec 3 §7 Rights) and the global search (spec 3 §2.12). */
export function rightsRoutes(r: RestRouter): void {
  r.get('/rights/users', {
    document: `query($term: String, $page: Int, $size: Int, $sort: String) { rightsUsers(term: $term, page: $page, size: $size, sort: $sort) { items { ${USER} } number size totalElements totalPages } }`,
    variables: (req) => ({ term: q(req, 'term') ?? null, page: int(q(req, 'page')) ?? null, size: int(q(req, 'size')) ?? null, sort: q(req, 'sort') ?? null }),
    map: (d) => hal('users', d.rightsUsers),
  });

  r.get('/rights/users/:id', {
    document: `query($id: Int!) { rightsUser(id: $id) { ${DETAILS} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.rightsUser,
  });

  r.post('/rights/users/:id/assignRole/:roleId', {
    document: `mutation($u: Int!, $r: Int!) { assignRole(userId: $u, roleId: $r) { ${DETAILS} } }`,
    variables: (req) => ({ u: idParam(req), r: idParam(req, 'roleId') }),
    map: (d) => d.assignRole,
  });

  r.post('/rights/users/:id/unassignRole/:roleId', {
    document: `mutation($u: Int!, $r: Int!) { unassignRole(userId: $u, roleId: $r) { ${DETAILS} } }`,
    variables: (req) => ({ u: idParam(req), r: idParam(req, 'roleId') }),
    map: (d) => d.unassignRole,
  });

  r.get('/rights/roles', {
    document: `{ roles { ${SUMMARY} } }`,
    map: (d) => halList('roles', d.roles),
  });

  // Undocumented (the spec names no path): create, rename/describe, delete a role.
  r.post('/rights/roles', {
    document: `mutation($input: RoleInput!) { createRole(input: $input) { ${ROLE} } }`,
    variables: (req) => ({ input: roleInput(body(req)) }),
    map: (d, _req, res) => {
      created(res, `/api/rights/roles/${d.createRole.id}`);
      return d.createRole;
    },
    status: 201,
  });

  r.get('/rights/roles/:id', {
    document: `query($id: Int!) { role(id: $id) { ${ROLE} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.role,
  });

  r.put('/rights/roles/:id', {
    document: `mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { ${ROLE} } }`,
    variables: (req) => ({ id: idParam(req), input: roleInput(body(req)) }),
    map: (d) => d.updateRole,
  });

  r.delete('/rights/roles/:id', {
    document: `mutation($id: Int!) { deleteRole(id: $id) }`,
    variables: (req) => ({ id: idParam(req) }),
    map: () => undefined,
    status: 204,
  });

  r.get('/rights/roles/:id/users', {
    document: `query($id: Int!) { roleUsers(id: $id) { ${USER} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => halList('users', d.roleUsers),
  });

  r.get('/rights/authorities', {
    document: `{ authorityCatalogue { ${AUTHORITY} } }`,
    map: (d) => halList('authorities', d.authorityCatalogue),
  });

  // {rightId} and {authority} are the authority name; both pairs of paths do the same.
  const grant = `mutation($r: Int!, $a: String!) { grantAuthority(roleId: $r, authority: $a) { ${ROLE} } }`;
  const revoke = `mutation($r: Int!, $a: String!) { revokeAuthority(roleId: $r, authority: $a) { ${ROLE} } }`;
  r.put('/rights/roles/:roleId/assign/:rightId', {
    document: grant,
    variables: (req) => ({ r: idParam(req, 'roleId'), a: String(req.params.rightId) }),
    map: (d) => d.grantAuthority,
  });
  r.put('/rights/roles/:roleId/unassign/:rightId', {
    document: revoke,
    variables: (req) => ({ r: idParam(req, 'roleId'), a: String(req.params.rightId) }),
    map: (d) => d.revokeAuthority,
  });
  r.post('/rights/roles/:roleId/authorities/:authority', {
    document: grant,
    variables: (req) => ({ r: idParam(req, 'roleId'), a: String(req.params.authority) }),
    map: (d) => d.grantAuthority,
  });
  r.delete('/rights/roles/:roleId/authorities/:authority', {
    document: revoke,
    variables: (req) => ({ r: idParam(req, 'roleId'), a: String(req.params.authority) }),
    map: (d) => d.revokeAuthority,
  });

  // Undocumented: the header's global search.
  r.get('/search', {
    document: `query($term: String!) { globalSearch(term: $term) { employees { id fullName employeeId active } orders { id name orderType city } } }`,
    variables: (req) => ({ term: q(req, 'term') ?? '' }),
    map: (d) => d.globalSearch,
  });
}
