"""Headless Chromium driven by selenium, as Debian packages it.

Debian's `chromium` (its launcher script /usr/bin/chromium), `chromium-driver`
(/usr/bin/chromedriver, the same version) and `python3-selenium` (on /usr/bin/python3, not the
pyenv shim). Flags the launcher does not give: `--headless=new`; `--no-sandbox`, as CI runs as
root and Chromium refuses to sandbox root; `--disable-dev-shm-usage`, since the launcher's own
test for a small /dev/shm (/etc/chromium.d/dev-shm) fails when findmnt prints two lines and a
container's /dev/shm is often 64 MB.
"""
import importlib.util
import shutil

executables = {"chromium": "chromium", "chromedriver": "chromium-driver"}
window = (1000, 900)


def missing_prerequisites():
    """The Debian packages this machine lacks for the browser tests, empty when none."""
    missing = [package for executable, package in executables.items() if shutil.which(executable) is None]
    if importlib.util.find_spec("selenium") is None:
        missing.append("python3-selenium")
    return missing


def page_errors(driver):
    """The console errors of the pages since the last call that are the page's own fault: script
    errors and refusals of the Content-Security-Policy (not the network's 4xx answers, which a
    refused record is)."""
    return [entry["message"] for entry in driver.get_log("browser") if entry.get("source") in ("javascript", "security")]


def start(language="en", javascript=True):
    """A new headless Chromium whose pages ask for `language` (Accept-Language and
    navigator.languages), with or without JavaScript. The caller quits it."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={window[0]},{window[1]}", f"--lang={language}",
                     "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    preferences = {"intl.accept_languages": language}
    if not javascript:
        preferences["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", preferences)
    # The console's errors, which the tests read: a script error or a Content-Security-Policy refusal.
    options.set_capability("goog:loggingPrefs", {"browser": "SEVERE"})
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
