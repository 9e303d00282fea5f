"""The check endpoint of the `http` plugin's loopback tests (HTTPCheckLoopbackTests.swift).

Serves on 127.0.0.1 at a port the system chooses, prints that port as its first line on
stdout, then one JSON line per thing received:

    {"name": "alice"}                                   GET /names/{name}, percent-decoded
    {"body": "{\"value\":\"bob\"}", "contentType": "application/json"}   POST /check

Each line is written and flushed before the answer is sent, so a client holding the answer can
read the line. Routes:

    GET /names/{name}        {"valid": false} for a taken name (alice, bob), else {"valid": true}
    GET /available/{name}    {"available": ...}, the same with another member
    POST /check              {"valid": ...} for the "value" of a JSON body {"value": name}
    GET /slow/{name}         {"valid": true} after SLOW_ANSWER_DELAY seconds
    GET /unavailable/{name}  503
    GET /page/{name}         200, an HTML page
    GET /other/{name}        {"ok": true}, without the member
    GET /number/{name}       {"valid": 1}, a member that is not a boolean
    GET /moved/{name}        302 to /names/{name}
    GET /padded/{bytes}      {"valid": true, "padding": "xx..."}, bytes bytes long in all

It stops on SIGTERM, and when its stdin ends (the test process has gone). Python 3 standard
library only.
"""

import json
import os
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TAKEN_NAMES = {"alice", "bob"}
# Longer than the timeouts the tests give.
SLOW_ANSWER_DELAY = 3.0
# The most bytes of a POST body read.
BODY_LIMIT = 4096

output_lock = threading.Lock()


def report(event):
    """Writes one line on stdout, flushed, before the answer is sent."""
    with output_lock:
        sys.stdout.write(json.dumps(event) + "\n")
        sys.stdout.flush()


class CheckEndpoint(BaseHTTPRequestHandler):
    server_version = "check-endpoint"

    def log_message(self, format, *args):
        pass

    def answer(self, status, body=b"", content_type="application/json", headers=()):
        self.send_response(status)
        if body:
            self.send_header("Content-Type", content_type)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def answer_json(self, text, status=200):
        self.answer(status, text.encode("utf-8"))

    def route(self):
        """The route's name and its last segment, raw (percent-encoded)."""
        path = urllib.parse.urlsplit(self.path).path
        parts = path.split("/")
        if len(parts) != 3 or parts[0] != "":
            return None, None
        return parts[1], parts[2]

    def do_GET(self):
        route, segment = self.route()
        name = urllib.parse.unquote(segment or "", errors="replace")
        if route == "names":
            report({"name": name})
            self.answer_json('{"valid": %s}' % json.dumps(name not in TAKEN_NAMES))
        elif route == "available":
            self.answer_json('{"available": %s}' % json.dumps(name not in TAKEN_NAMES))
        elif route == "slow":
            time.sleep(SLOW_ANSWER_DELAY)
            self.answer_json('{"valid": true}')
        elif route == "unavailable":
            self.answer_json('{"error": "try later"}', status=503)
        elif route == "page":
            self.answer(200, b"<html><body>valid</body></html>", content_type="text/html")
        elif route == "other":
            self.answer_json('{"ok": true}')
        elif route == "number":
            self.answer_json('{"valid": 1}')
        elif route == "moved":
            self.answer(302, headers=[("Location", "/names/" + segment)])
        elif route == "padded":
            prefix, suffix = '{"valid": true, "padding": "', '"}'
            count = int(name) if name.isdigit() else 0
            self.answer_json(prefix + "x" * max(0, count - len(prefix) - len(suffix)) + suffix)
        else:
            self.answer(404)

    def do_POST(self):
        if urllib.parse.urlsplit(self.path).path != "/check":
            self.answer(404)
            return
        length = int(self.headers.get("Content-Length") or 0)
        if length > BODY_LIMIT:
            self.answer(413)
            return
        text = self.rfile.read(length).decode("utf-8", errors="replace")
        report({"body": text, "contentType": self.headers.get("Content-Type")})
        try:
            value = json.loads(text).get("value")
        except (ValueError, AttributeError):
            value = None
        if not isinstance(value, str):
            self.answer(400)
            return
        self.answer_json('{"valid": %s}' % json.dumps(value not in TAKEN_NAMES))


def stop_when_stdin_ends():
    """Ends the process once its stdin is closed, whatever the server is doing."""
    try:
        while sys.stdin.buffer.read(1024):
            pass
    finally:
        os._exit(0)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), CheckEndpoint)
    server.daemon_threads = True
    threading.Thread(target=stop_when_stdin_ends, daemon=True).start()
    report(server.server_address[1])
    server.serve_forever()


if __name__ == "__main__":
    main()
