extension CardBrand {
    /// Every brand the `card` plugin knows, in the order candidates are listed.
    ///
    /// This table is the only place brand facts live. It follows the data of Braintree's
    /// credit-card-type library (github.com/braintree/credit-card-type, `src/lib/card-types.ts`)
    /// and the IIN table of Wikipedia's "Payment card number" article, with these choices:
    /// - Maestro claims every number starting with `6` it shares with no one, as Braintree does;
    ///   longer ranges of other brands win over it (`6011` is Discover, `62` UnionPay).
    /// - Numbers in Visa's `4` are Visa: Elo's and Maestro's few six-digit ranges inside it are
    ///   left out, so that `4` alone names the brand.
    /// - Numbers in JCB's and Diners Club's ranges are theirs: RuPay's co-branded `353`/`356`
    ///   and Hipercard's `3841` are left out, so that `3` leaves American Express, Diners Club
    ///   and JCB.
    /// - Verve, RuPay and Troy use their published six- and four-digit ranges; Discover's `65`
    ///   yields to them where they overlap.
    /// - Visa numbers have 13, 16 or 19 digits; the field shows `4-4-4-4` and grows to
    ///   `4-4-4-4-3` from the 17th digit (the gap at 16).
    public static let all: [CardBrand] = [
        CardBrand(
            identifier: "visa", name: "Visa",
            ranges: [IssuerRange(4)],
            lengths: [13, 16, 19], usualLength: 16, gaps: [4, 8, 12, 16],
            securityCode: SecurityCode(name: "CVV", size: 3)),
        CardBrand(
            identifier: "mastercard", name: "Mastercard",
            ranges: [IssuerRange(51...55), IssuerRange(2221...2720)],
            lengths: [16], usualLength: 16, gaps: [4, 8, 12],
            securityCode: SecurityCode(name: "CVC", size: 3)),
        CardBrand(
            identifier: "amex", name: "American Express",
            ranges: [IssuerRange(34), IssuerRange(37)],
            lengths: [15], usualLength: 15, gaps: [4, 10],
            securityCode: SecurityCode(name: "CID", size: 4)),
        CardBrand(
            identifier: "discover", name: "Discover",
            ranges: [IssuerRange(6011), IssuerRange(644...649), IssuerRange(65)],
            lengths: [16, 17, 18, 19], usualLength: 16, gaps: [4, 8, 12, 16],
            securityCode: SecurityCode(name: "CID", size: 3)),
        CardBrand(
            identifier: "diners", name: "Diners Club",
            ranges: [IssuerRange(300...305), IssuerRange(36), IssuerRange(38...39)],
            lengths: [14, 16, 19], usualLength: 14, gaps: [4, 10],
            securityCode: SecurityCode(name: "CVV", size: 3)),
        CardBrand(
            identifier: "jcb", name: "JCB",
            ranges: [IssuerRange(3528...3589)],
            lengths: [16, 17, 18, 19], usualLength: 16, gaps: [4, 8, 12, 16],
            securityCode: SecurityCode(name: "CVV", size: 3)),
        CardBrand(
            identifier: "unionpay", name: "UnionPay",
            ranges: [IssuerRange(62), IssuerRange(810), IssuerRange(8110...8171)],
            lengths: [16, 17, 18, 19], usualLength: 16, gaps: [4, 8, 12, 16],
            securityCode: SecurityCode(name: "CVN", size: 3)),
        CardBrand(
            identifier: "maestro", name: "Maestro",
            ranges: [IssuerRange(50), IssuerRange(56...59), IssuerRange(6)],
            lengths: [12, 13, 14, 15, 16, 17, 18, 19], usualLength: 16, gaps: [4, 8, 12, 16],
            securityCode: SecurityCode(name: "CVC", size: 3)),
        CardBrand(
            identifier: "mir", name: "Mir",
            ranges: [IssuerRange(2200...2204)],
            lengths: [16, 17, 18, 19], usualLength: 16, gaps: [4, 8, 12, 16],
            securityCode: SecurityCode(name: "CVP2", size: 3)),
        CardBrand(
            identifier: "elo", name: "Elo",
            ranges: [
                IssuerRange(504175), IssuerRange(506699...506778), IssuerRange(509000...509999),
                IssuerRange(627780), IssuerRange(636297), IssuerRange(636368),
                IssuerRange(650031...650033), IssuerRange(650035...650051), IssuerRange(650405...650439),
                IssuerRange(650485...650538), IssuerRange(650541...650598), IssuerRange(650700...650718),
                IssuerRange(650720...650727), IssuerRange(650901...650978), IssuerRange(651652...651679),
                IssuerRange(655000...655019), IssuerRange(655021...655058),
            ],
            lengths: [16], usualLength: 16, gaps: [4, 8, 12],
            securityCode: SecurityCode(name: "CVE", size: 3)),
        CardBrand(
            identifier: "hipercard", name: "Hipercard",
            ranges: [IssuerRange(606282)],
            lengths: [16, 19], usualLength: 16, gaps: [4, 8, 12, 16],
            securityCode: SecurityCode(name: "CVC", size: 3)),
        CardBrand(
            identifier: "verve", name: "Verve",
            ranges: [IssuerRange(506099...506198), IssuerRange(507865...507964), IssuerRange(650002...650027)],
            lengths: [16, 18, 19], usualLength: 16, gaps: [4, 8, 12, 16],
            securityCode: SecurityCode(name: "CVV", size: 3)),
        CardBrand(
            identifier: "rupay", name: "RuPay",
            ranges: [
                IssuerRange(508500...508999), IssuerRange(606985...607984), IssuerRange(608001...608500),
                IssuerRange(652150...653149),
            ],
            lengths: [16], usualLength: 16, gaps: [4, 8, 12],
            securityCode: SecurityCode(name: "CVV", size: 3)),
        CardBrand(
            identifier: "troy", name: "Troy",
            ranges: [IssuerRange(9792)],
            lengths: [16], usualLength: 16, gaps: [4, 8, 12],
            securityCode: SecurityCode(name: "CVV", size: 3)),
    ]
}
