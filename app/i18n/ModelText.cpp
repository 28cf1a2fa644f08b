#include "i18n/ModelText.h"

#include "models/EngineeringFormat.h"

#include "hardware/Catalog.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace fleet::app {

namespace {

QStringList& names()
{
    static QStringList n;
    return n;
}

QRegularExpression buildPattern(const QStringList& nouns)
{
    QStringList alternatives;
    for (const QString& n : nouns)
        alternatives << QRegularExpression::escape(n);
    // 1: a proper noun (longest first) standing alone; 2: a quoted word; 3: a number that is not part of a
    // word (H100, FP8 and L1571 stay text; 175B, 1.5M and 100G are numbers with their SI prefix).
    QString nounPart = alternatives.isEmpty() ? QString() : QStringLiteral("(?<![\\w-])(?:%1)(?![\\w-])|").arg(alternatives.join(u'|'));
    return QRegularExpression(nounPart + QStringLiteral("'[^'\\s]*'|(?<![\\w.])(?>-?\\d+(?:[.,]\\d+)*(?:e[+-]?\\d+)?[kMGTPBU]?)(?![\\w])"));
}

QRegularExpression& pattern()
{
    static QRegularExpression p = buildPattern({});
    return p;
}

QString fill(const QString& translated, const QStringList& parts)
{
    // Not QString::arg: the text may hold other '%' signs, and arg() renumbers.
    QString out;
    out.reserve(translated.size() + 32);
    for (qsizetype i = 0; i < translated.size(); ++i) {
        const QChar c = translated.at(i);
        if (c == u'%' && i + 1 < translated.size() && translated.at(i + 1).isDigit()) {
            qsizetype j = i + 1;
            int n = 0;
            while (j < translated.size() && translated.at(j).isDigit() && n < 100)
                n = n * 10 + translated.at(j++).digitValue();
            if (n >= 1 && n <= parts.size()) {
                out += parts.at(n - 1);
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

QString withoutENotation(const QString& number)
{
    const qsizetype e = number.indexOf(u'e');
    if (e <= 0 || !number.at(e - 1).isDigit())
        return number;
    bool ok = false;
    const double v = QLocale::c().toDouble(number, &ok);
    if (!ok)
        return number;
    int digits = 0;
    for (qsizetype i = 0; i < e; ++i)
        digits += number.at(i).isDigit() ? 1 : 0;
    return significant(v, QLocale(), std::max(1, digits));
}

QStringList modelTextNames(const fleet::Catalog& c)
{
    QStringList n;
    // Ids only when they cannot be an English word ("in", "no", "air" are ids too); names from 4 characters.
    auto add = [&n](const std::string& id, const std::string& name) {
        if (id.size() >= 3 && id.find_first_of("-0123456789") != std::string::npos)
            n << QString::fromStdString(id);
        if (name.size() >= 4)
            n << QString::fromStdString(name);
    };
    // Built-in rows first, then user rows up to kMaxModelTextNames: one regular expression holds them all, and
    // a user catalog of 100,000 rows made it too large to compile (every message then failed to match, slowly).
    // A name beyond the cap is left in the text; the message then falls back to English.
    auto addAll = [&](bool userRows) {
        auto each = [&](const auto& rows) {
            for (const auto& x : rows)
                if (x.provenance.userOverride == userRows && (!userRows || n.size() < kMaxModelTextNames))
                    add(x.id, x.name);
        };
        each(c.accelerators);
        each(c.links);
        each(c.nodes);
        each(c.switches);
        each(c.optics);
        each(c.cooling);
        each(c.regions);
        each(c.models);
    };
    addAll(false);
    addAll(true);
    for (const char* p : {"FP64", "FP32", "TF32", "BF16", "FP16", "FP8", "FP6", "FP4", "INT8", "INT4", "fp64", "fp32", "tf32",
                          "bf16", "fp16", "fp8", "fp6", "fp4", "int8", "int4"})
        n << QString::fromLatin1(p);
    n.removeDuplicates();
    // Generic words that are also catalog ids or names would swallow ordinary text.
    static const QStringList generic = {QStringLiteral("air"), QStringLiteral("liquid"), QStringLiteral("immersion"),
                                        QStringLiteral("custom"), QStringLiteral("world"), QStringLiteral("none")};
    n.erase(std::remove_if(n.begin(), n.end(), [](const QString& s) { return generic.contains(s, Qt::CaseInsensitive); }),
            n.end());
    std::sort(n.begin(), n.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return n;
}

void setModelTextNames(const fleet::Catalog& catalog)
{
    names() = modelTextNames(catalog);
    pattern() = buildPattern(names());
    if (!pattern().isValid()) // never a pattern that cannot match: numbers and quotes still become placeholders
        pattern() = buildPattern({});
}

ModelTextTemplate modelTextTemplate(const QString& english)
{
    ModelTextTemplate t;
    qsizetype last = 0;
    auto it = pattern().globalMatch(english);
    while (it.hasNext()) {
        const auto m = it.next();
        t.text += QStringView(english).mid(last, m.capturedStart() - last);
        t.parts << m.captured();
        t.text += u'%' + QString::number(t.parts.size());
        last = m.capturedEnd();
    }
    t.text += QStringView(english).mid(last);
    return t;
}

QString modelText(const QString& english)
{
    if (english.isEmpty())
        return english;
    ModelTextTemplate t = modelTextTemplate(english);
    const QByteArray source = t.text.toUtf8();
    const QString translated = QCoreApplication::translate(kModelTextContext, source.constData());
    // fmt's {:g} writes 3.4e+06; people read 3.4 × 10⁶ (issue #13).
    bool engineering = false;
    for (QString& part : t.parts)
        if (const QString e = withoutENotation(part); e != part) {
            part = e;
            engineering = true;
        }
    if (translated == t.text)
        return engineering ? fill(t.text, t.parts) : english;
    return fill(translated, t.parts);
}

QString modelText(const std::string& english) { return modelText(QString::fromStdString(english)); }

} // namespace fleet::app
