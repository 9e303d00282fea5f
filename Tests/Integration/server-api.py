#!/usr/bin/env python3
"""The server's API, answered alike by validator-server (Hummingbird) and validator-vapor-server
(Vapor): status, problem details, languages and OpenAPI.

    Tests/Integration/server-api.py PATH-TO-validator-server PATH-TO-validator-vapor-server

Each server is started here with the same options (`--specs Examples/Specs --host 127.0.0.1
--port P --demo-directory`) on a free loopback port, and asked the same requests. Each answer is
checked against what the README and SECURITY.md promise (statuses, problem types and codes, the
German texts of the shipped catalogs), then the two servers' answers are compared: status,
Content-Type, Content-Language, Vary, Allow and body byte for byte (the OpenAPI documents apart
from their titles). Each document is checked by openapi-spec-validator from PyPI
(scripts/python-tools). Then each server is started on a folder holding one form with a one-time
code (RFC 4226's HOTP secret, counter 0), and one client (127.0.0.1) posts three wrong codes and
the right one, then another (127.0.0.2, the whole of 127/8 is loopback on Linux) the right one:
the first is stopped at its limit per client (`otp.too_many_attempts`), the second accepted, alike
in both servers; and validator-server's --max-code-attempts-per-client is checked. Prints one line per check and 'N passed, N failed'; exits 1 on any
failure. Nothing leaves 127.0.0.1.
"""
import http.client
import json
import pathlib
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

from loopback_server import OTP_CODE_OF_COUNTER_0, ROOT, Checks, otp_spec_folder, start

checks = Checks()
check = checks.check


def catalog_text(path, key):
    """The text of `key` in a shipped Localizable.strings: the expected words, from the catalog."""
    for line in (ROOT / path).read_text().splitlines():
        if line.startswith(f'"{key}" = "'):
            return line.split(' = "', 1)[1].rsplit('";', 1)[0]
    raise KeyError(key)


CARD_CHECKSUM_DE = catalog_text("Plugins/ValidatorKitPaymentCard/Resources/de.lproj/Localizable.strings", "card.checksum")
INVALID_RECORD_DE = catalog_text("Sources/ValidatorKitServing/Resources/de.lproj/Localizable.strings", "problem.invalid-record")
TAG_UNKNOWN_FR = catalog_text("Sources/ValidatorKit/Resources/fr.lproj/Localizable.strings", "union.tag_unknown")
TAKEN = catalog_text("Sources/ValidatorKitTesting/Resources/en.lproj/Localizable.strings", "username.taken")

JSON = {"Content-Type": "application/json"}
# (name, method, path, headers, body)
REQUESTS = [
    ("listing", "GET", "/", {}, None),
    ("valid payment", "POST", "/payment", JSON,
     b'{"name":"Ada Lovelace","card":"4242 4242 4242 4242","expiry":"12/30","cvc":"123"}'),
    ("invalid card in German", "POST", "/payment", {**JSON, "Accept-Language": "de-CH, en;q=0.5"},
     b'{"name":"Ada Lovelace","card":"4242424242424241","expiry":"12/30","cvc":"123"}'),
    ("malformed JSON", "POST", "/payment", JSON, b'{"name": "Ada"'),
    ("member given twice", "POST", "/payment", JSON, b'{"card":"4242424242424242","card":"1"}'),
    ("body too large", "POST", "/signup", JSON, b'{"username":"' + b"a" * 70_000 + b'"}'),
    ("not JSON", "POST", "/payment", {"Content-Type": "text/plain"}, b"name=Ada"),
    ("unknown form", "POST", "/nope", JSON, b"{}"),
    ("method not allowed", "GET", "/payment", {}, None),
    ("taken username", "POST", "/signup", JSON,
     b'{"username":"alice","invite":"ABCD2345","password":"correct horse battery","confirm":"correct horse battery"}'),
    ("unknown payment method in French", "POST", "/checkout", {**JSON, "Accept-Language": "fr"},
     b'{"country":"GB","payment":{"method":"crypto"}}'),
    ("bank transfer", "POST", "/checkout", JSON,
     b'{"country":"GB","state":"NY","payment":{"method":"bank","iban":"GB82WEST12345698765432","number":"4242424242424242"}}'),
    ("openapi", "GET", "/openapi.json", {}, None),
]
COMPARED_HEADERS = ["Content-Type", "Content-Language", "Vary", "Allow"]
# (client address, code): three wrong codes and the right one from one client, the right one from
# another (loopback_server.OTP_SPEC's form).
CODE_ATTEMPTS = [("127.0.0.1", "000000"), ("127.0.0.1", "111111"), ("127.0.0.1", "222222"),
                 ("127.0.0.1", OTP_CODE_OF_COUNTER_0), ("127.0.0.2", OTP_CODE_OF_COUNTER_0)]


def ask(port, method, path, headers, body):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def ask_from(source, port, code):
    """`{"code": code}` posted to /otp from the address `source`: (status, body)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10, source_address=(source, 0))
    try:
        connection.request("POST", "/otp", body=json.dumps({"code": code}).encode(), headers=JSON)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def answers(binary):
    process, port = start(binary, ROOT / "Examples" / "Specs")
    try:
        return {name: ask(port, method, path, headers, body) for name, method, path, headers, body in REQUESTS}
    finally:
        process.terminate()
        process.wait(timeout=15)


def code_attempts(binary):
    """The answers to CODE_ATTEMPTS, in order, from `binary` serving the one-time-code form alone."""
    specs = otp_spec_folder(with_examples=False)
    process, port = start(binary, specs)
    try:
        return [ask_from(source, port, code) for source, code in CODE_ATTEMPTS]
    finally:
        process.terminate()
        process.wait(timeout=15)
        shutil.rmtree(specs)


def check_attempts_option(binary):
    """validator-server's --max-code-attempts-per-client: 1 stops a client at its first wrong code;
    past the limit per code it is refused at start with what would be right."""
    run = subprocess.run([binary, "--max-code-attempts-per-client", "6"], capture_output=True, text=True, timeout=30)
    check("--max-code-attempts-per-client 6 is refused with the range", run.returncode != 0
          and "--max-code-attempts-per-client must be between 1 and 5 (the limit per code)" in run.stderr, run.stderr[-300:])
    specs = otp_spec_folder(with_examples=False)
    process, port = start(binary, specs, "--max-code-attempts-per-client", "1")
    try:
        got = [ask_from("127.0.0.1", port, code) for code in ("000000", OTP_CODE_OF_COUNTER_0)]
    finally:
        process.terminate()
        process.wait(timeout=15)
        shutil.rmtree(specs)
    codes = [json.loads(body)["errors"][0]["code"] for _, body in got]
    check("--max-code-attempts-per-client 1: the right code after one wrong one is otp.too_many_attempts",
          codes == ["otp.mismatch", "otp.too_many_attempts"], codes)


def check_code_attempts(server, got):
    outcomes = [(status, json.loads(body).get("errors", [{}])[0].get("code") if status == 422 else None)
                for status, body in got]
    check(f"{server}: 127.0.0.1 is stopped after 3 wrong codes (otp.too_many_attempts), 127.0.0.2 has the code accepted",
          outcomes == [(422, "otp.mismatch")] * 3 + [(422, "otp.too_many_attempts"), (201, None)], outcomes)


def problem(answer):
    status, headers, body = answer
    return headers.get("Content-Type"), json.loads(body)


def check_promises(server, got):
    status, headers, body = got["listing"]
    check(f"{server}: GET / lists the forms", status == 200 and json.loads(body) == {"forms": [
        {"name": "checkout", "route": "/checkout"}, {"name": "masked", "route": "/masked"}, {"name": "payment", "route": "/payment"}, {"name": "profile", "route": "/profile"},
        {"name": "signup", "route": "/signup"}]}, body[:200])
    status, headers, body = got["valid payment"]
    check(f"{server}: a valid payment is 201 with the normalized record, the security code left out",
          status == 201 and json.loads(body) == {"name": "Ada Lovelace", "card": "4242424242424242", "expiry": "2030-12"},
          f"{status} {body[:200]}")
    status, headers, body = got["invalid card in German"]
    kind, details = problem(got["invalid card in German"])
    check(f"{server}: an invalid card is 422 problem+json in German with /card", status == 422
          and kind == "application/problem+json" and headers.get("Content-Language") == "de"
          and headers.get("Vary") == "Accept-Language" and details["title"] == INVALID_RECORD_DE
          and details["errors"] == [{"pointer": "/card", "path": "$.card", "code": "card.checksum", "detail": CARD_CHECKSUM_DE}],
          f"{status} {body[:300]}")
    for name, status_wanted, code in [("malformed JSON", 400, "input.json"), ("member given twice", 400, "input.json"),
                                      ("body too large", 413, "input.too_large"), ("not JSON", 415, "input.media_type"),
                                      ("unknown form", 404, "form.unknown")]:
        status, _, body = got[name]
        kind, details = problem(got[name])
        check(f"{server}: {name} is {status_wanted} {code}", status == status_wanted and kind == "application/problem+json"
              and details.get("code") == code and details.get("status") == status_wanted, f"{status} {body[:200]}")
    _, details = problem(got["not JSON"])
    check(f"{server}: the 415 names the one media type a form's route reads", details.get("detail")
          == "The body must be in UTF-8, of a Content-Type this form reads: application/json", str(details.get("detail")))
    status, headers, body = got["method not allowed"]
    check(f"{server}: GET of a form's route is 405 with Allow: POST", status == 405 and headers.get("Allow") == "POST"
          and json.loads(body) == {"status": 405, "title": "Method Not Allowed", "type": "about:blank"},
          f"{status} {headers.get('Allow')} {body[:200]}")
    status, _, body = got["taken username"]
    check(f"{server}: a taken username is 422 username.taken", status == 422 and json.loads(body).get("errors") == [
        {"pointer": "/username", "path": "$.username", "code": "username.taken", "detail": TAKEN}], f"{status} {body[:300]}")
    status, _, body = got["unknown payment method in French"]
    detail = TAG_UNKNOWN_FR.replace("{field}", "Paiement").replace("{received}", "crypto").replace("{allowed}", "card, bank, invoice")
    check(f"{server}: an unknown payment method is 422 union.tag_unknown at /payment/method, in French", status == 422
          and json.loads(body).get("errors") == [
              {"pointer": "/payment/method", "path": "$.payment.method", "code": "union.tag_unknown", "detail": detail}],
          f"{status} {body[:300]}")
    status, _, body = got["bank transfer"]
    check(f"{server}: a bank transfer is 201 with the bank variant alone and no state outside the US", status == 201
          and json.loads(body) == {"country": "GB", "payment": {"method": "bank", "iban": "GB82WEST12345698765432"}},
          f"{status} {body[:300]}")
    status, _, body = got["openapi"]
    check(f"{server}: GET /openapi.json is 200", status == 200)
    document = json.loads(body)
    union = document["components"]["schemas"]["checkout"]["properties"]["payment"]
    check(f"{server}: the checkout's payment has a discriminator mapping each method to its component",
          union.get("discriminator") == {"propertyName": "method", "mapping": {
              method: f"#/components/schemas/checkout.payment.{method}" for method in ["card", "bank", "invoice"]}}
          and all(f"checkout.payment.{method}" in document["components"]["schemas"] for method in ["card", "bank", "invoice"]),
          json.dumps(union)[:300])
    validator = subprocess.run([str(ROOT / "scripts" / "python-tools")], capture_output=True, text=True)
    tool = pathlib.Path(validator.stdout.strip().splitlines()[-1] if validator.stdout.strip() else "") / "openapi-spec-validator"
    if not tool.exists():
        check(f"{server}: openapi-spec-validator is installed (scripts/python-tools: python3-venv and PyPI)", False,
              validator.stderr[-500:])
        return
    with tempfile.NamedTemporaryFile(suffix=".json") as document:
        document.write(body)
        document.flush()
        run = subprocess.run([str(tool), "--schema", "3.1.0", document.name], capture_output=True, text=True)
    check(f"{server}: openapi-spec-validator accepts the document", run.returncode == 0 and "OK" in run.stdout,
          run.stdout[-500:] + run.stderr[-500:])


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    servers = {pathlib.Path(binary).name: answers(binary) for binary in sys.argv[1:]}
    for server, got in servers.items():
        check_promises(server, got)
    attempts = {pathlib.Path(binary).name: code_attempts(binary) for binary in sys.argv[1:]}
    for server, got in attempts.items():
        check_code_attempts(server, got)
    (first, one), (second, other) = attempts.items()
    check(f"{first} and {second} answer the code attempts alike, byte for byte", one == other, f"\n  {one}\n  {other}")
    check_attempts_option(sys.argv[1])
    (first, one), (second, other) = servers.items()
    for name, *_ in REQUESTS:
        (status, headers, body), (other_status, other_headers, other_body) = one[name], other[name]
        if name == "openapi":
            body, other_body = (json.dumps({**json.loads(b), "info": {**json.loads(b)["info"], "title": ""}}).encode()
                                for b in (body, other_body))
        same = (status == other_status and body == other_body
                and all(headers.get(field) == other_headers.get(field) for field in COMPARED_HEADERS))
        check(f"{first} and {second} answer '{name}' alike", same,
              f"\n  {first}: {status} {[headers.get(f) for f in COMPARED_HEADERS]} {body[:300]!r}"
              f"\n  {second}: {other_status} {[other_headers.get(f) for f in COMPARED_HEADERS]} {other_body[:300]!r}")
    checks.finish("server API: ")


if __name__ == "__main__":
    main()
