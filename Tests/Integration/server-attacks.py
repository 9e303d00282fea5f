#!/usr/bin/env python3
"""The attack shapes of issue 41 against a real validator-server on loopback, bounded in count and
time (about a minute in all), each while a probe keeps asking for a real answer.

    Tests/Integration/server-attacks.py [PATH-TO-validator-server]

The server is started here (default: the server package's debug build) with the repository's
Examples/Specs plus an `otp` form, on a free loopback port. Each attack checks what the server
answers the attacker; while it runs, a probe sends a real `POST /payment` every 100 ms and every
answer must come within 500 ms. The server's resident memory (VmRSS) must stay within 64 MB of
what it held after start-up, and the live-form paste must grow it by under 10 MB and send back
under 20 MB. The last attack sends SIGTERM while a live client ignores the close: the server must
exit within its grace period (2 s here) and a second. Prints one line per check and
'N passed, N failed'; exits 1 on any failure. Standard library only; nothing leaves 127.0.0.1.
"""
import base64
import json
import os
import pathlib
import resource
import shutil
import signal
import socket
import statistics
import struct
import subprocess
import sys
import threading
import time

from loopback_server import ROOT, Checks, otp_spec_folder, start

SERVER = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else \
    ROOT / "Examples" / "ValidatorKitServer" / ".build" / "debug" / "validator-server"
RSS_BOUND_MB = 64
PROBE_BOUND = 0.5
HEAD_DEADLINE = 3  # --idle-timeout, the head deadline
RECORD = '{"name":"Ada Lovelace","card":"4242424242424242","expiry":"12/99"}'

checks = Checks()
check = checks.check


def rss_mb(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def connect(port, timeout=5.0, receive_buffer=None):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if receive_buffer:
        # Before connecting, so that the window the kernel offers stays that small.
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    s.settimeout(timeout)
    s.connect(("127.0.0.1", port))
    return s


def receive_all(s, limit=50_000_000):
    data = b""
    try:
        while len(data) < limit:
            part = s.recv(65536)
            if not part:
                break
            data += part
    except (socket.timeout, ConnectionResetError):
        pass
    return data


def request(port, head, body=b"", timeout=5.0):
    s = connect(port, timeout)
    try:
        s.sendall(head.encode() + body)
        return receive_all(s)
    finally:
        s.close()


def post_payment(port):
    body = RECORD.encode()
    return request(port, f"POST /payment HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
                         f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n", body)


class Probe:
    """A real request every 100 ms while an attack runs; records each answer's time."""

    def __init__(self, port):
        self.port, self.times, self.failures, self.running = port, [], [], True
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self):
        while self.running:
            started = time.monotonic()
            try:
                answer = post_payment(self.port)
                status = answer.split(b" ", 2)[1] if answer.startswith(b"HTTP/1.1 ") else b"none"
                if status != b"422":
                    self.failures.append(status)
            except OSError as error:
                self.failures.append(str(error))
            self.times.append(time.monotonic() - started)
            time.sleep(0.1)

    def stop(self, name):
        self.running = False
        self.thread.join()
        worst = max(self.times) if self.times else 0
        check(f"{name}: {len(self.times)} real requests answered 422 within {PROBE_BOUND * 1000:.0f} ms "
              f"(median {statistics.median(self.times or [0]) * 1000:.1f} ms, worst {worst * 1000:.1f} ms)",
              not self.failures and worst < PROBE_BOUND, f"failures {self.failures[:3]}")


def ws_open(port, form="payment", host=None, receive_buffer=None):
    host = host or f"127.0.0.1:{port}"
    s = connect(port, receive_buffer=receive_buffer)
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET /forms/{form}/live HTTP/1.1\r\nHost: {host}\r\nOrigin: http://{host}\r\nUpgrade: websocket\r\n"
               f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        part = s.recv(1)
        if not part:
            break
        head += part
    return s, head


def ws_frame(payload, opcode=0x1, fin=True):
    mask = os.urandom(4)
    header = bytes([(0x80 if fin else 0) | opcode])
    n = len(payload)
    if n < 126:
        header += bytes([0x80 | n])
    elif n < 65536:
        header += bytes([0x80 | 126]) + struct.pack(">H", n)
    else:
        header += bytes([0x80 | 127]) + struct.pack(">Q", n)
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def ws_text(event, **members):
    return ws_frame(json.dumps({"event": event, **members}).encode())


def main():
    # 512 tricklers and the probes need more descriptors than the usual soft limit of 1024 leaves
    # room for; the server started below inherits the raised limit too.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4096)), hard))
    if not SERVER.exists():
        sys.exit(f"no server at {SERVER}: build Examples/ValidatorKitServer first")
    specs = otp_spec_folder(with_examples=True)
    # The server's log goes to a file: a pipe nobody reads would stop it once full.
    log = open(specs / "server.log", "w")
    server, port = start(SERVER, specs, "--idle-timeout", str(HEAD_DEADLINE), "--shutdown-grace", "2",
                         "--log-level", "warning", stderr=log)
    try:
        post_payment(port)  # the memory after a first answer is the baseline
        baseline = rss_mb(server.pid)
        print(f"server pid {server.pid}, port {port}, RSS after start {baseline:.1f} MB")
        attacks(port, server, baseline)
    finally:
        if server.poll() is None:
            server.kill()
        server.wait()
        log.close()
    errors = [line for line in (specs / "server.log").read_text().splitlines() if " error " in line]
    shutil.rmtree(specs)
    check(f"the server logged no error line ({len(errors)})", not errors, errors[:2])
    checks.finish("")


def attacks(port, server, baseline):
    # 1. 512 connections trickling a first request head, a byte a second (the probe starts once
    #    they are all connected: a request that arrives while hundreds connect at once can lose its
    #    place before its head is read).
    tricklers = []
    for _ in range(512):
        try:
            tricklers.append(connect(port))
        except OSError:
            break
    probe = Probe(port)
    head = f"POST /payment HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n".encode()
    started = time.monotonic()
    for byte in head[:HEAD_DEADLINE + 3]:
        for s in tricklers:
            try:
                s.send(bytes([byte]))
            except OSError:
                pass
        time.sleep(1)
    open_ones = 0
    for s in tricklers:
        s.settimeout(0.01)
        try:
            open_ones += 1 if s.recv(1) != b"" else 0
        except socket.timeout:
            open_ones += 1
        except OSError:
            pass
        s.close()
    check(f"512 tricklers: every one closed within the head deadline ({HEAD_DEADLINE} s) and a few",
          open_ones == 0, f"{open_ones} still open after {time.monotonic() - started:.1f} s")
    probe.stop("while 512 connections trickle their heads")

    # 2. Malformed first requests: 400 at once.
    slow = []
    for _ in range(50):
        asked = time.monotonic()
        answer = request(port, "NOT HTTP AT ALL\r\n\r\n")
        took = time.monotonic() - asked
        if not answer.startswith(b"HTTP/1.1 400") or took > 0.5:
            slow.append((round(took, 3), answer[:30]))
    check("50 malformed first requests answered 400 within 500 ms", not slow, f"{len(slow)} not: {slow[:3]}")

    # 3. A 79 KB Accept-Language from four attackers at 17 requests a second each.
    probe = Probe(port)
    language = ", ".join(["xx-YY;q=0.5"] * 6000)

    refused = []

    def languages():
        for _ in range(34):
            answer = request(port, f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept-Language: {language}\r\nConnection: close\r\n\r\n")
            refused.append(answer.startswith(b"HTTP/1.1 400"))
            time.sleep(1 / 17)

    threads = [threading.Thread(target=languages) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    probe.stop(f"while four clients send a {len(language) // 1000} KB Accept-Language 17 times a second")
    check("a head over 16 KiB is 400 at once", all(refused) and len(refused) == 136, f"{sum(refused)} of {len(refused)}")

    # 4. DNS rebinding: another Host, with an Origin that agrees.
    answer = request(port, f"GET / HTTP/1.1\r\nHost: attacker.example:{port}\r\nConnection: close\r\n\r\n")
    check("a request for another Host is 421", answer.startswith(b"HTTP/1.1 421"), answer[:40])
    s, upgrade = ws_open(port, host=f"attacker.example:{port}")
    s.close()
    check("the live form is not opened for another Host whose Origin agrees: 403", upgrade.startswith(b"HTTP/1.1 403"),
          upgrade[:40])
    answer = request(port, f"POST /payment HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n", b"{}")
    check("a POST without Content-Type is 415", answer.startswith(b"HTTP/1.1 415"), answer[:40])

    # 5. Live form amplification: 200,000 characters pasted into `name` in 4 KB messages, then
    #    4,000 more typed, by a client that reads everything back.
    before = rss_mb(server.pid)
    probe = Probe(port)
    s, upgrade = ws_open(port)
    received = [0]

    def reader():
        s.settimeout(20)
        try:
            while True:
                part = s.recv(65536)
                if not part:
                    break
                received[0] += len(part)
        except OSError:
            pass

    reading = threading.Thread(target=reader)
    reading.start()
    s.sendall(ws_text("focus", field="name"))
    for _ in range(50):
        s.sendall(ws_text("type", text="a" * 4000))
        time.sleep(0.01)
    for _ in range(100):
        s.sendall(ws_text("type", text="b" * 40))
        time.sleep(0.006)
    time.sleep(2)
    grown = rss_mb(server.pid) - before
    s.sendall(ws_frame(struct.pack(">H", 1000), opcode=0x8))
    reading.join()
    s.close()
    check(f"live paste of 200,000 characters: {received[0] / 1e6:.2f} MB sent back (under 20 MB)",
          upgrade.startswith(b"HTTP/1.1 101") and received[0] < 20_000_000)
    check(f"live paste of 200,000 characters: RSS grew {grown:.1f} MB (under 10 MB)", grown < 10)
    probe.stop("while a live form is pasted 200,000 characters")

    # 6. Empty continuation frames, and pings, by the thousand.
    for name, frames in [("empty continuation frames", ws_frame(b"", 0x1, fin=False) + ws_frame(b"", 0x0, fin=False) * 5000),
                         ("pings", ws_frame(b"", 0x9) * 5000)]:
        s, _ = ws_open(port)
        started = time.monotonic()
        try:
            s.sendall(frames)
        except OSError:
            pass
        data = receive_all(s)
        s.close()
        check(f"5,000 {name} close the socket with 1008 within a second",
              b"\x88" in data and b"\x03\xf0" in data and time.monotonic() - started < 1.5, data[-40:])

    # 7. A client that never reads what a live form answers.
    s, _ = ws_open(port, form="profile", receive_buffer=4096)
    s.sendall(ws_text("focus", field="email"))
    started = time.monotonic()
    closed = False
    while time.monotonic() - started < 25:
        try:
            # About 120 KB of answers a pair, 50 pairs a second: the buffers between fill in seconds.
            s.sendall(ws_text("type", text="x" * 200))
            s.sendall(ws_text("backspace", count=200))
        except OSError:
            closed = True
            break
        time.sleep(0.02)
    s.close()
    check(f"a live client that never reads is closed ({time.monotonic() - started:.1f} s: buffers fill, then the "
          "10 s stalled-write timeout)", closed)

    # 8. Memory after all of it.
    grown = rss_mb(server.pid) - baseline
    check(f"RSS grew {grown:.1f} MB over the whole run (under {RSS_BOUND_MB} MB)", grown < RSS_BOUND_MB)

    # 9. SIGTERM while a live client ignores the close.
    s, _ = ws_open(port)
    s.sendall(ws_text("focus", field="name"))
    started = time.monotonic()
    server.send_signal(signal.SIGTERM)
    try:
        server.wait(timeout=6)
    except subprocess.TimeoutExpired:
        pass
    s.close()
    check("SIGTERM ends the server within its 2 s grace period and a second, a live client ignoring the close",
          server.poll() is not None and time.monotonic() - started < 3.5, f"after {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
