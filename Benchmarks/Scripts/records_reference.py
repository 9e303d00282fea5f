#!/usr/bin/env python3
"""The peers of `validator check --spec` doing its work on every line of their input.

Reads one JSON record a line from standard input and judges it with one of:

- `jsonschema SCHEMA`: jsonschema-rs (a JSON Schema validator written in Rust) with the JSON
  Schema that `validator schema --spec` exports: the record's structure alone (types, required
  members, lengths, choices), no checksum, no normalized value, nothing written; the number of
  records the schema accepts is printed at the end;
- `payment` and `profile`: pydantic v2 models equivalent to `Examples/Specs/payment.json` and
  `profile.json` (the same members, types, bounds, the card's Luhn test and brand lengths, a
  security code as long as the brand's, an expiry not in the past, phone numbers parsed by
  python-phonenumbers for the region GB and written in E.164), writing one JSON object a line as
  `check` does: `{"line":1,"validity":"valid","value":{…}}`, or `"invalid"` with its errors.

    .build-python/record-peers/bin/python Scripts/records_reference.py payment < records.jsonl

The packages come from PyPI at pinned versions: `scripts/record-peers` installs them.
"""

import datetime
import json
import re
import sys
from typing import Annotated, Literal, Optional

try:
    import jsonschema_rs
    import phonenumbers
    from pydantic import (AfterValidator, BaseModel, ConfigDict, Field, StrictBool, StrictInt, ValidationError,
                          model_validator)
except ImportError as missing:
    sys.exit(f"{missing.name} is missing: run scripts/record-peers and use the python it prints")


def luhn_valid(digits):
    total = 0
    for offset, character in enumerate(reversed(digits)):
        digit = int(character)
        if offset % 2:
            digit *= 2
            digit -= 9 if digit > 9 else 0
        total += digit
    return total % 10 == 0


# The brands of the benchmark's cards and a few more: (IIN prefixes, lengths, security code length).
BRANDS = {
    "amex": (("34", "37"), (15,), 4),
    "visa": (("4",), (13, 16, 19), 3),
    "mastercard": (tuple(str(prefix) for prefix in range(51, 56)) + tuple(str(prefix) for prefix in range(2221, 2721)), (16,), 3),
    "discover": (("6011", "65"), (16, 19), 3),
}


def brand_of(digits):
    for brand, (prefixes, _, _) in BRANDS.items():
        if digits.startswith(prefixes):
            return brand
    return None


def card_number(text):
    digits = re.sub(r"[ -]", "", text)
    if not digits.isdigit():
        raise ValueError("a card number has digits only")
    brand = brand_of(digits)
    if brand is None or len(digits) not in BRANDS[brand][1]:
        raise ValueError("not a card number of a known brand and length")
    if not luhn_valid(digits):
        raise ValueError("the check digit is wrong")
    return digits


def card_expiry(text):
    match = re.fullmatch(r"(0[1-9]|1[0-2])\s*/?\s*(\d{2})", text)
    if match is None:
        raise ValueError("an expiry is MM/YY")
    month, year = int(match.group(1)), 2000 + int(match.group(2))
    today = datetime.date.today()
    if (year, month) < (today.year, today.month):
        raise ValueError("the card has expired")
    return f"{year:04d}-{month:02d}"


def cardholder_name(text):
    if re.fullmatch(r"[^\W\d_]+(?:[ '.-]+[^\W\d_]+)*\.?", text) is None:
        raise ValueError("a name has letters, spaces, apostrophes, dots and hyphens")
    return text


class Payment(BaseModel):
    """Examples/Specs/payment.json."""
    model_config = ConfigDict(strict=True)
    name: Annotated[str, Field(min_length=2, max_length=26), AfterValidator(cardholder_name)]
    card: Annotated[str, AfterValidator(card_number)]
    expiry: Annotated[str, AfterValidator(card_expiry)]
    cvc: Annotated[str, Field(exclude=True, pattern=r"^\d{3,4}$")]

    @model_validator(mode="after")
    def code_fits_brand(self):
        if len(self.cvc) != BRANDS[brand_of(self.card)][2]:
            raise ValueError("the security code has the wrong length for the card")
        return self


def phone_number(text):
    try:
        number = phonenumbers.parse(text, "GB")
    except phonenumbers.NumberParseException as error:
        raise ValueError(str(error)) from None
    if not phonenumbers.is_valid_number(number):
        raise ValueError("not a valid phone number")
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


def hundredths(number):
    if abs(round(number * 100) - number * 100) > 1e-9:
        raise ValueError("a multiple of 0.01")
    return number


class Address(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")
    country: Literal["GB", "DE", "FR", "US"]
    street: Annotated[str, Field(max_length=80)]


class Profile(BaseModel):
    """Examples/Specs/profile.json."""
    model_config = ConfigDict(strict=True, extra="forbid")
    name: Annotated[str, Field(min_length=2, max_length=60)]
    age: Annotated[StrictInt, Field(ge=0, le=150)]
    address: Optional[Address] = None
    phones: Annotated[list[Annotated[str, AfterValidator(phone_number)]], Field(min_length=1, max_length=3)]
    newsletter: Optional[StrictBool] = None
    height: Optional[Annotated[float, Field(ge=0.3, le=2.8), AfterValidator(hundredths)]] = None
    email: Optional[Annotated[str, Field(pattern=r"^[^@\s]+@[^@\s]+\.[^@\s]+$")]] = None


def judge_with_model(model, lines, output):
    for number, line in enumerate(lines, start=1):
        try:
            value = model.model_validate_json(line)
        except ValidationError as error:
            errors = [{"path": ".".join(map(str, failure["loc"])), "code": failure["type"], "message": failure["msg"]}
                      for failure in error.errors()]
            output.write(json.dumps({"line": number, "validity": "invalid", "errors": errors}, separators=(",", ":")) + "\n")
            continue
        output.write(f'{{"line":{number},"validity":"valid","value":{value.model_dump_json(exclude_none=True)}}}\n')


def judge_with_schema(schema_path, lines):
    with open(schema_path, encoding="utf-8") as source:
        validator = jsonschema_rs.validator_for(json.load(source))
    accepted = sum(1 for line in lines if validator.is_valid(json.loads(line)))
    print(f"{accepted} records accepted", file=sys.stderr)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "jsonschema":
        judge_with_schema(sys.argv[2], sys.stdin)
    elif len(sys.argv) == 2 and sys.argv[1] in ("payment", "profile"):
        judge_with_model(Payment if sys.argv[1] == "payment" else Profile, sys.stdin, sys.stdout)
    else:
        sys.exit("usage: records_reference.py jsonschema SCHEMA | payment | profile")


if __name__ == "__main__":
    main()
