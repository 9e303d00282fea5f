"""What the server scripts of Tests/Integration share (server-api.py, server-attacks.py): checks
counted and printed, a free loopback port, the folder of forms a server is started on, and a
server started there and waited for. Standard library only; nothing leaves 127.0.0.1.
"""
import json
import pathlib
import shutil
import socket
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent

# One field verified as HOTP: RFC 4226 Appendix D's secret "12345678901234567890" (in base32),
# whose code at counter 0 is 755224.
OTP_SPEC = {"fields": [{"id": "code", "required": True, "validators": [
    {"plugin": "otp", "options": {"secret": "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "counter": 0}}]}]}
OTP_CODE_OF_COUNTER_0 = "755224"


class Checks:
    """Prints one line per check; `finish` prints the count and exits 1 on any failure."""

    def __init__(self):
        self.passed = self.failed = 0

    def check(self, description, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"ok: {description}")
        else:
            self.failed += 1
            print(f"FAILED: {description} {detail}")

    def finish(self, label):
        print(f"{label}{self.passed} passed, {self.failed} failed")
        sys.exit(1 if self.failed else 0)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def otp_spec_folder(with_examples):
    """A new folder holding `otp.json` (OTP_SPEC) and, when `with_examples`, the forms of
    Examples/Specs; the caller removes it (`shutil.rmtree`)."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="server-specs-"))
    if with_examples:
        for spec in (ROOT / "Examples" / "Specs").glob("*.json"):
            shutil.copyfile(spec, folder / spec.name)
    (folder / "otp.json").write_text(json.dumps(OTP_SPEC))
    return folder


def start(binary, specs, *options, stderr=subprocess.DEVNULL, within=30):
    """Starts `binary --specs SPECS --host 127.0.0.1 --port P --demo-directory OPTIONS…` on a free
    port and waits until it accepts a connection (at most `within` seconds); returns
    (process, port). The output goes nowhere, or to `stderr` (a file: a pipe nobody reads would
    stop the server once full)."""
    port = free_port()
    process = subprocess.Popen(
        [str(binary), "--specs", str(specs), "--host", "127.0.0.1", "--port", str(port), "--demo-directory", *options],
        stdout=subprocess.DEVNULL, stderr=stderr)
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process, port
        except OSError:
            if process.poll() is not None:
                break
            time.sleep(0.1)
    process.kill()
    process.wait()
    sys.exit(f"{binary} did not accept connections on port {port} within {within} s")
