"""Schemathesis hooks of `npm run contract` (ADR 0114).

- Custom string formats of the OpenAPI document: `cpf` and `cnpj` (11 and 14 digits, with or without the mask, whose
  check digits are right). A JSON Schema pattern can count digits but not compute check digits, so the document names
  the format and these strategies generate values that satisfy it.
- Header values built from a link (an integer id taken from a response body) are sent as text: Schemathesis 4.32
  passes the integer to the HTTP client, which refuses it before any request is made.
- `ast.parse` is not thread-safe on CPython 3.11 ("AST constructor recursion depth mismatch" when Hypothesis parses
  lambda sources in 2 workers at once): every parse is made under one lock.
"""
import ast
import threading

import schemathesis
from hypothesis import strategies as st

_parse_lock = threading.RLock()
_parse = ast.parse


def _parse_under_lock(*args, **kwargs):
    with _parse_lock:
        return _parse(*args, **kwargs)


ast.parse = _parse_under_lock


def _check_digit(digits, weights):
    total = sum(d * w for d, w in zip(digits, weights))
    rest = total % 11
    return 0 if rest < 2 else 11 - rest


@st.composite
def _cpf(draw):
    base = draw(st.lists(st.integers(0, 9), min_size=9, max_size=9))
    if len(set(base)) == 1:
        base[0] = (base[0] + 1) % 10
    d1 = _check_digit(base, range(10, 1, -1))
    d2 = _check_digit(base + [d1], range(11, 1, -1))
    s = "".join(map(str, base + [d1, d2]))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}" if draw(st.booleans()) else s


@st.composite
def _cnpj(draw):
    base = draw(st.lists(st.integers(0, 9), min_size=12, max_size=12))
    if len(set(base)) == 1:
        base[0] = (base[0] + 1) % 10
    d1 = _check_digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    d2 = _check_digit(base + [d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    s = "".join(map(str, base + [d1, d2]))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}" if draw(st.booleans()) else s


schemathesis.openapi.format("cpf", _cpf())
schemathesis.openapi.format("cnpj", _cnpj())


@schemathesis.hook
def before_call(ctx, case, **kwargs):
    if case.headers:
        for name, value in list(case.headers.items()):
            if not isinstance(value, (str, bytes)):
                case.headers[name] = str(value)


# Schemathesis's `ensure_resource_availability` fails a 404 that follows a create when every *declared parameter* of
# the follow-up came from the link. Its stateful phase explores: each value of a link (a declared parameter, a body
# field, a header the target does not declare) is used only with some probability, otherwise generated. The check does
# not look at the body nor at undeclared headers, so it failed `PUT /v1/admin/packages` with a generated body `id`
# (a package that never existed) and `GET /v1/pages/item` sent without the link's `X-Min-Position` (the read side
# had not yet seen the write and nobody asked it to wait). This is the same check, held to requests that really
# carried what the link passes: the created id wherever the target takes it, and the create's `X-Position` as
# `X-Min-Position` (ADR 0114). `npm run contract` runs it in place of the built-in one.
from schemathesis.specs.openapi.checks import ensure_resource_availability as _ensure_resource_availability


def _created_id(response):
    try:
        data = response.json().get("data")
    except Exception:  # noqa: BLE001 - a body that is not JSON has no created id
        return None
    return data.get("id") if isinstance(data, dict) else None


def _same(value, created):
    return value is not None and str(value).strip() == str(created)


@schemathesis.check
def ensure_resource_availability_when_linked(ctx, response, case):
    if response.status_code != 404:
        return None
    parent = ctx.internals.find_parent(case_id=case.id)
    parent_response = ctx.internals.find_response(case_id=parent.id) if parent is not None else None
    if parent_response is None:
        return None
    position = parent_response.headers.get("x-position")
    sent = {str(k).lower(): v for k, v in (case.headers or {}).items()}
    if not position or sent.get("x-min-position") != position[0]:
        return None
    created = _created_id(parent_response)
    if created is None:
        return None
    if isinstance(case.body, dict) and "id" in case.body and not _same(case.body["id"], created):
        return None
    return _ensure_resource_availability(ctx, response, case)
