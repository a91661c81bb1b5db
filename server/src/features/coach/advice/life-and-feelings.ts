import { COACH_PRESETS } from '@kindred/contract';
import { topicAdvice } from './types.js';

/** Jealousy, dating as a parent, dating burnout, and the general advice for when the coach is unsure. */
export const LIFE_AND_FEELINGS_ADVICE = [
  ...topicAdvice('jealousy', ['red-flags', 'do-they-like-me'], [
    {
      concepts: ['i * jealous', 'like~ * photo~', 'other girl~', 'other guy~', 'stop feel~'],
      text:
        "Feeling jealous when they like other people's photos is common, and it usually points at your own insecurity rather than anything they did. Notice the feeling without acting on it, then ask what would help you feel secure. Talking about needs works far better than monitoring their likes.",
    },
    {
      concepts: ['insecur~', 'guy friend~', 'girl friend~', 'friend~'],
      text:
        "When a partner's friends stir up insecurity, remind yourself that they chose you, and that friendships are part of who they are. Get to know those friends if you can. If the feeling lingers, share it calmly: 'I sometimes feel unsure, can we talk about it?'",
    },
    {
      concepts: ['ex', 'their ex', 'still talk~'],
      text:
        'Jealousy about an ex is normal, especially if they still talk. Instead of asking for less contact straight away, ask about the friendship with curiosity. Often openness from them and honesty from you settle the feeling. If secrecy appears, that is a different conversation.',
    },
    {
      concepts: ['compar~', 'better than me', 'prettier', 'threatened'],
      text:
        'Comparing yourself with people your partner knows is a quick way to feel small. Swap the comparison for a question: what do I need right now? Reassurance, time together, a plan? Asking for that directly is healthier than trying to outshine anyone.',
    },
    {
      concepts: ['check~ * phone', 'snoop~', 'social media', 'stalk~'],
      text:
        'If you find yourself checking their social media or wanting to look at their phone, step back before acting. Snooping feeds jealousy rather than calming it, and it breaks trust. Share the worry instead, and if it keeps coming back, consider talking it through with a counsellor.',
    },
    {
      concepts: ['always', 'every relationship', 'past', 'cheated on'],
      text:
        "If jealousy follows you into every relationship, it may be linked to past hurt, like being cheated on. That isn't your fault, but healing it is in your hands. Journaling, honest talks with a partner and sometimes therapy can make old fears much quieter.",
    },
    {
      concepts: ['not exclusive', 'seeing other', 'early'],
      text:
        "Feeling jealous before you're exclusive is a sign you want more, which is useful to know. Rather than hiding it or reacting, ask for what you want: 'I'm not interested in dating anyone else. How do you feel?' Clarity is easier on the heart than guessing.",
    },
    {
      concepts: ['make * jealous', 'test~', 'game~'],
      text:
        "If you're tempted to make someone jealous to test their interest, skip it. It tends to create drama rather than closeness. Show interest directly and ask for the same. People who want to be with you don't need to be provoked into it.",
    },
  ]),
  ...topicAdvice('single-parents', ['ask-them-out', 'date-ideas'], [
    {
      concepts: ['single dad', 'single mom', 'single mum', 'single parent', 'when * tell'],
      text:
        "Mention your kids early, in your profile or the first chats. They're part of who you are, and it filters for people who are comfortable with it. You don't need to share names or photos; a simple 'I'm a proud dad of two' is plenty.",
    },
    {
      concepts: ['introduc~', 'daughter', 'son', 'meet my kids', 'right time'],
      text:
        "Introduce a partner to your children once the relationship feels stable and committed, often after several months. Start with a short, casual meeting, like a trip to the park, and keep expectations low. Your kids' sense of security comes first; the right person will understand.",
    },
    {
      concepts: ['free time', 'busy', 'custody', 'babysit~'],
      text:
        "With limited free time, plan dates around your custody schedule and be upfront about it: 'I'm free alternate weekends and Wednesday evenings.' Short weekday lunches work well too. Someone who respects your time from the start is someone worth making time for.",
    },
    {
      concepts: ['guilt~', 'selfish', 'deserve'],
      text:
        "Wanting a love life as a parent isn't selfish. Children benefit from a parent who is happy and cared for. Plan dates that fit your family's rhythm, and let yourself enjoy them without apology or guilt.",
    },
    {
      concepts: ['co parent~', 'other parent', 'my ex'],
      text:
        "Dating while co-parenting takes a little diplomacy. Keep your dating life separate from handovers, and if you're on speaking terms, tell your ex about a new partner before the kids meet them. A calm, respectful approach protects the children from confusion.",
    },
    {
      concepts: ['has kids', 'their kids', 'dating a parent', 'has a son', 'has a daughter'],
      text:
        'Dating someone with kids means their children come first, so expect plans to change at short notice and be gracious when they do. Ask about their kids with genuine interest, but let them set the pace for meeting them. Patience is the most attractive thing you can offer.',
    },
    {
      concepts: ['react~', 'upset', 'jealous', 'not like'],
      text:
        'If your children react badly to you dating, listen without defending yourself. Reassure them that they come first and that your love for them is not changing. Slow things down if needed; kids adjust best when changes are gradual and explained simply.',
    },
    {
      concepts: ['profile', 'photo~', 'pictures of'],
      text:
        'Keep your children out of your dating photos. It protects their privacy, and you can still show your family life with a line in your bio. Your photos should show you: your smile, your interests, and the life a partner would be stepping into.',
    },
  ]),
  ...topicAdvice('dating-burnout', ['rizz-boost', 'dm-opener'], [
    {
      concepts: ['tired of', 'quit', 'nothing * go', 'pointless'],
      text:
        'When the apps feel pointless, take a proper break: delete them for two weeks, see friends, do things you love. Burnout makes every match look disappointing. When you come back, swipe less and spend more time meeting the few people you feel curious about.',
    },
    {
      concepts: ['swip~', 'second job', 'burn~ out', 'burnt out', 'burnout'],
      text:
        'If swiping feels like a second job, give it a small, fixed window, like twenty minutes three evenings a week, and stop there. Focus on a few real conversations rather than many half ones, and move to a date sooner. Less volume, more meaning.',
    },
    {
      concepts: ['same conversation', 'repetitive', 'same question~', 'interview'],
      text:
        "When every chat feels like the same interview, change the script. Skip 'how's your week' and ask something playful or specific from their profile. If it still feels flat, suggest meeting soon; conversations come alive in person in ways they rarely do on an app.",
    },
    {
      concepts: ['hopeless', 'never find', 'give up', 'forever'],
      text:
        "Feeling hopeless after a long stretch of disappointing dates is real, and it's okay to pause. Remind yourself that one good match is all you need. Look after the rest of your life, so dating is part of it rather than the measure of it.",
    },
    {
      concepts: ['offline', 'real life', 'meet people', 'other ways'],
      text:
        "Apps aren't the only way. Try places where you'd meet people naturally around something you enjoy: a running club, a class, a volunteer group, friends' parties. Shared activities take the pressure off and let attraction grow from real interaction.",
    },
    {
      concepts: ['too many dates', 'exhaust~', 'every night', 'back to back'],
      text:
        "If you've been going on date after date, slow down. One or two dates a week leaves energy to actually enjoy them and space to reflect on how you felt. The quality of your attention matters more than how many people you meet.",
    },
    {
      concepts: ['disappoint~', 'expectation~', 'nothing work~'],
      text:
        'Constant disappointment often comes from expecting each date to be the one. Try expecting just a nice hour: one interesting conversation, a new cafe. Lighter expectations make dates more fun, and, ironically, make connection more likely.',
    },
    {
      concepts: ['break', 'pause', 'take a break'],
      text:
        "Taking a break from dating is healthy, not a failure. Tell any current matches you're pausing, kindly and briefly. Use the time to reflect on what you want, and come back when you feel curious again rather than obligated.",
    },
  ]),
  ...topicAdvice('general', COACH_PRESETS.map((p) => p.id), [
    {
      concepts: [],
      text:
        "Here's a good next step: be specific and be kind. Say what you enjoy about them, ask one real question, and when the conversation flows, suggest a simple plan with a day and a place. Tell me more about the situation and I'll get more specific.",
    },
    {
      concepts: [],
      text:
        'Whatever the situation, two things rarely go wrong: honesty delivered kindly, and a concrete plan. Say what you feel in one simple sentence, ask what they think, and suggest a next step with a day attached. Then tell me more, and I will tailor it.',
    },
    {
      concepts: [],
      text:
        'A good rule for most dating moments: judge by actions over time, not by single messages. Notice who makes an effort, who makes you feel calm, and who respects your pace. Share a little more about what is happening and I can give you sharper advice.',
    },
    {
      concepts: [],
      text:
        "When in doubt, slow down and get curious: what do you actually want from this person or this situation? Once you know, say it simply and see how they respond. If you tell me a bit more, I'll help you find the words.",
    },
    {
      concepts: [],
      text:
        'Dating goes better when you look after yourself first: keep your own plans and friends, meet in public early on, and say what you want clearly. Everything else is easier from there. Tell me what is going on, and I will help with the next step.',
    },
    {
      concepts: [],
      text:
        "Most dating questions come down to one step: ask clearly, then listen to the answer, in words and in actions. Direct, warm questions save weeks of guessing. Give me a few details about who you're talking to and where things stand, and I'll be more specific.",
    },
    {
      concepts: [],
      text:
        'A helpful check for any dating situation: are you enjoying this more than you are worrying about it? If yes, keep going with honesty and good plans. If not, something needs saying. Tell me a little more and we will work out what.',
    },
    {
      concepts: [],
      text:
        "Start with what you can control: how clearly you communicate, how kindly you treat yourself, and how quickly you move from chatting to meeting. That covers a lot of ground. Share more about your situation and I'll help with the specifics.",
    },
  ]),
];
