"""validator-server started on a free loopback port for the browser tests and the screenshot.

The server is the one `scripts/test` built for the server package's own tests
(`.build/debug/validator-server`, the repository's shared scratch folder), or the executable named by
`VALIDATOR_SERVER`. Its log goes to a file, read back to learn the port it bound (it logs
`address=127.0.0.1:PORT` once it accepts connections) and by the tests that look for secrets in it.
"""
import os
import pathlib
import re
import subprocess
import tempfile
import time

root = pathlib.Path(__file__).resolve().parent.parent.parent
default_executable = root / ".build/debug/validator-server"
listening = re.compile(r"address=127\.0\.0\.1:(\d+)")


class ServerStartError(Exception):
    """The server could not be started: says which executable and what it printed."""


class LiveServer:
    """`with LiveServer() as server:` runs validator-server on 127.0.0.1 with the forms of
    Examples/Specs until the block ends; `server.url("/forms/payment")` is a page of it."""

    def __init__(self, executable=None, log_level="info", arguments=()):
        self.executable = pathlib.Path(executable or os.environ.get("VALIDATOR_SERVER") or default_executable)
        self.log_level = log_level
        self.arguments = list(arguments)
        self.port = None
        self.process = None
        self.folder = None

    def __enter__(self):
        if not os.access(self.executable, os.X_OK):
            raise ServerStartError(
                f"no validator-server at {self.executable}: build it first "
                "(cd Examples/ValidatorKitServer && swift build), or name one with VALIDATOR_SERVER")
        self.folder = tempfile.TemporaryDirectory(prefix="validator-server-")
        self.log_path = pathlib.Path(self.folder.name) / "server.log"
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                [str(self.executable), "--specs", str(root / "Examples/Specs"), "--demo-directory", "--host", "127.0.0.1",
                 "--port", "0", "--log-level", self.log_level, *self.arguments],
                stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while self.port is None:
            match = listening.search(self.log())
            if match:
                self.port = int(match.group(1))
            elif self.process.poll() is not None or time.monotonic() > deadline:
                log = self.log()
                self.__exit__(None, None, None)
                raise ServerStartError(f"{self.executable} did not start listening; it printed:\n{log}")
            else:
                time.sleep(0.05)
        return self

    def __exit__(self, *exception):
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.folder is not None:
            self.folder.cleanup()
            self.folder = None
        return False

    @property
    def origin(self):
        """`http://127.0.0.1:PORT`, the origin of every page of the server."""
        return f"http://127.0.0.1:{self.port}"

    def url(self, path):
        """The address of `path` (`/forms/payment`) on the server."""
        return self.origin + path

    def log(self):
        """Everything the server has logged so far."""
        return self.log_path.read_text(errors="replace")
