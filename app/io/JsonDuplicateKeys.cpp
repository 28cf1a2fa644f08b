#include "io/JsonDuplicateKeys.h"

#include <QSet>

#include <vector>

namespace fleet::app {

namespace {

struct Frame {
    bool object = false;
    bool expectKey = false; // in an object: the next string is a key
    QString path;           // this container's dotted path
    QString lastKey;        // in an object: the key whose value comes next
    QSet<QString> keys;
};

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool isHighSurrogate(int code) { return code >= 0xD800 && code <= 0xDBFF; }
bool isLowSurrogate(int code) { return code >= 0xDC00 && code <= 0xDFFF; }

// One pass over the text, keeping the path of every container; stops at the first problem or at byte `stop`.
class JsonWalk {
public:
    explicit JsonWalk(const QByteArray& json) : m_json(json) {}
    void run(qsizetype stop);
    std::optional<JsonProblem> problem;
    QString childPath() const; // the path of the value (or key) being read

private:
    QString readString(qsizetype& i);
    char16_t readEscape(qsizetype& i, qsizetype start);
    void fail(JsonProblem::Kind kind, qsizetype offset, char16_t unit, const QString& path)
    {
        if (!problem)
            problem = JsonProblem{kind, path, offset, unit};
    }

    const QByteArray& m_json;
    std::vector<Frame> m_stack;
    qsizetype m_highAt = -1; // the escape of a high surrogate still waiting for its low half
    char16_t m_high = 0;     // that high surrogate
    QString m_stringPath;    // the path of the string being read (a key: its object's)
};

QString JsonWalk::childPath() const
{
    if (m_stack.empty())
        return {};
    const Frame& f = m_stack.back();
    if (!f.object)
        return f.path; // array elements: the path of the array
    return f.path.isEmpty() ? f.lastKey : f.path + u'.' + f.lastKey;
}

// Decodes the \uXXXX escape whose 'u' is at json[i] (leaves i on its last digit); a surrogate half must pair up.
char16_t JsonWalk::readEscape(qsizetype& i, qsizetype start)
{
    int code = 0;
    for (int k = 0; k < 4 && i + 1 < m_json.size(); ++k) {
        const int h = hexValue(m_json[++i]);
        code = code * 16 + (h < 0 ? 0 : h);
    }
    if (m_highAt >= 0 && !isLowSurrogate(code))
        fail(JsonProblem::LoneSurrogate, m_highAt, m_high, m_stringPath);
    if (isLowSurrogate(code) && m_highAt < 0)
        fail(JsonProblem::LoneSurrogate, start, char16_t(code), m_stringPath);
    m_highAt = isHighSurrogate(code) ? start : -1;
    m_high = static_cast<char16_t>(code);
    return m_high; // surrogate halves pair up in the QString
}

// Decodes the JSON string starting at json[i] == '"'; leaves i on the closing quote.
QString JsonWalk::readString(qsizetype& i)
{
    QString out;
    QByteArray run; // raw UTF-8 between escapes
    auto flush = [&] {
        out += QString::fromUtf8(run);
        run.clear();
    };
    m_highAt = -1;
    for (++i; i < m_json.size() && m_json[i] != '"' && !problem; ++i) {
        const char c = m_json[i];
        if (c != '\\') {
            if (static_cast<unsigned char>(c) < 0x20)
                fail(JsonProblem::ControlCharacter, i, char16_t(c), m_stringPath);
            if (m_highAt >= 0)
                fail(JsonProblem::LoneSurrogate, m_highAt, m_high, m_stringPath);
            run += c;
            continue;
        }
        flush();
        const qsizetype start = i;
        if (++i >= m_json.size())
            break;
        if (m_json[i] == 'u') {
            out += QChar(readEscape(i, start));
            continue;
        }
        if (m_highAt >= 0)
            fail(JsonProblem::LoneSurrogate, m_highAt, m_high, m_stringPath);
        m_highAt = -1;
        switch (m_json[i]) {
        case 'b': out += u'\b'; break;
        case 'f': out += u'\f'; break;
        case 'n': out += u'\n'; break;
        case 'r': out += u'\r'; break;
        case 't': out += u'\t'; break;
        default: out += QLatin1Char(m_json[i]); break; // \" \\ \/
        }
    }
    if (m_highAt >= 0)
        fail(JsonProblem::LoneSurrogate, m_highAt, m_high, m_stringPath);
    flush();
    return out;
}

void JsonWalk::run(qsizetype stop)
{
    for (qsizetype i = 0; i < m_json.size() && i < stop && !problem; ++i) {
        switch (m_json[i]) {
        case '{':
        case '[': {
            Frame f;
            f.object = m_json[i] == '{';
            f.expectKey = f.object;
            f.path = childPath();
            m_stack.push_back(std::move(f));
            break;
        }
        case '}':
        case ']':
            if (!m_stack.empty())
                m_stack.pop_back();
            break;
        case ',':
            if (!m_stack.empty() && m_stack.back().object)
                m_stack.back().expectKey = true;
            break;
        case '"': {
            const qsizetype start = i;
            const bool isKey = !m_stack.empty() && m_stack.back().object && m_stack.back().expectKey;
            m_stringPath = isKey ? m_stack.back().path : childPath(); // a key's problems: the object it is in
            const QString s = readString(i);
            if (!isKey || problem)
                break; // a value
            Frame& f = m_stack.back();
            f.expectKey = false;
            f.lastKey = s;
            if (f.keys.contains(s))
                fail(JsonProblem::DuplicateKey, start, 0, childPath());
            f.keys.insert(s);
            break;
        }
        default: break; // blanks, numbers, literals, ':'
        }
    }
}

} // namespace

std::optional<JsonProblem> findJsonProblem(const QByteArray& json)
{
    JsonWalk walk(json);
    walk.run(json.size());
    return walk.problem;
}

QString jsonPathAt(const QByteArray& json, qsizetype offset)
{
    JsonWalk walk(json);
    walk.run(offset);
    return walk.childPath();
}

} // namespace fleet::app
